import * as z from 'zod/mini';
import { named } from '../../../../src/contract/marks';
import { num, text } from '../../../../src/contract/variants';
import type { ResourceShapes } from '../../../../src/screen/types';

export const challengeReviewRowSchema = z.object({
  id: named('seed 000 §3', num()),
  title: named('seed 000 §3', text()),
  reviewer: named('seed 000 §3', text()),
});
export type ChallengeReviewRow = z.infer<typeof challengeReviewRowSchema>;

export const shapes = {
  row: challengeReviewRowSchema,
  summary: 'Challenge Reviews',
} satisfies ResourceShapes;
