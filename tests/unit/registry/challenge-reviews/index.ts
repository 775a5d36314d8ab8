import { defineResource } from '../../../../src/screen/resource';
import { challengeReviewsRoute } from './route';
import { challengeReviewRowSchema } from './schema';

export const resource = defineResource(challengeReviewsRoute, {
  row: challengeReviewRowSchema,
  summary: 'Challenge Reviews',
});

declare module '../../../../src/screen/resource' {
  interface ResourceDeclarations {
    [challengeReviewsRoute.name]: typeof resource;
  }
}
