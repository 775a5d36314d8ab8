import { defineTable } from '../../../../mocks/db/database';
import { defineMock } from '../../../../mocks/resourceMock';
import { matchesSearch, paginated, readPage } from '../../../../mocks/respond';
import { challengeReviewsRoute } from './route';
import type { ChallengeReviewRow } from './schema';

/** The seeded table, when the data is new to the mock. */
export const challengeReviewRows = defineTable<ChallengeReviewRow>(challengeReviewsRoute.name, () =>
  Array.from({ length: 40 }, (_, index) => ({
    id: index + 1,
    title: `Title ${index + 1}`,
    reviewer: `Reviewer ${index + 1}`,
  })),
);

export const mock = defineMock(challengeReviewsRoute, {
  list: ({ query }) =>
    paginated(
      challengeReviewRows().filter((row) =>
        matchesSearch(query.get('search'), row.title, row.reviewer),
      ),
      readPage(query),
    ),
  menu: { label: 'Challenge Reviews' },
});
