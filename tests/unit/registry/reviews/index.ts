import * as z from 'zod/mini';
import { named } from '../../../../src/contract/marks';
import { num, text } from '../../../../src/contract/variants';
import { defineResource } from '../../../../src/resources/types';
import { reviewsRoute } from './route';

export const reviewRowSchema = z.object({
  id: named('seed 000 §3', num()),
  title: named('seed 000 §3', text()),
  reviewer: named('seed 000 §3', text()),
});

export const reviews = defineResource(reviewsRoute, {
  row: reviewRowSchema,
  summary: 'Challenge reviews',
});
