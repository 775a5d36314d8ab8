import { defineResource } from '../../../../src/resources/types';
import { reviewsRoute } from './route';
import { reviewRowSchema } from './schema';

export const resource = defineResource(reviewsRoute, {
  row: reviewRowSchema,
  summary: 'Challenge reviews',
});

declare module '../../../../src/resources/types' {
  interface ResourceDeclarations {
    [reviewsRoute.name]: typeof resource;
  }
}
