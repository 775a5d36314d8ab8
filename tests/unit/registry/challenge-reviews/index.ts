import { defineResource } from '../../../../src/resources/types';
import { challengeReviewsRoute } from './route';
import { challengeReviewRowSchema } from './schema';

export const resource = defineResource(challengeReviewsRoute, {
  row: challengeReviewRowSchema,
  summary: 'Challenge Reviews',
});

declare module '../../../../src/resources/types' {
  interface ResourceDeclarations {
    [challengeReviewsRoute.name]: typeof resource;
  }
}
