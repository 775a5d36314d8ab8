import { defineTable } from '../../../../mocks/db/database';
import { defineMock } from '../../../../mocks/resourceMock';
import { paginated, readPage } from '../../../../mocks/respond';
import { reviewsRoute } from './route';
import type { ReviewRow } from './schema';

/** The seeded table: the data is new to the mock. */
export const reviews = defineTable<ReviewRow>(reviewsRoute.name, () => [
  { id: 1, title: 'Bridge design', reviewer: 'Ada' },
]);

export const mock = defineMock(reviewsRoute, {
  list: ({ query }) => paginated(reviews().all(), readPage(query)),
  menu: { label: 'Reviews' },
});
