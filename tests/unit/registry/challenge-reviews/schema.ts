import * as z from 'zod/mini';
import { named } from '../../../../src/contract/marks';
import { num, text } from '../../../../src/contract/variants';
import type { ResourceShapes } from '../../../../src/screen/types';

/** The rows of GET /admin/contests/reviews, named by docs/api/challenge-reviews.md. */
export const challengeReviewRowSchema = z.object({
  id: named('docs/api/challenge-reviews.md', num()),
  title: named('docs/api/challenge-reviews.md', text()),
  reviewer: named('docs/api/challenge-reviews.md', text()),
});
export type ChallengeReviewRow = z.infer<typeof challengeReviewRowSchema>;

export const shapes = {
  row: challengeReviewRowSchema,
  summary: 'Challenge Reviews',
} satisfies ResourceShapes;
