import { contestRows, listSearchFields, searched, toListRow } from '../../../mocks/db/contestLists';
import { defineMock } from '../../../mocks/resourceMock';
import { paginated, readPage } from '../../../mocks/respond';
import { salesChallengesRoute } from './route';

/** The challenge search: every contest, newest first, searchable (the contests: mocks/db). */
export const mock = defineMock(salesChallengesRoute, {
  list: ({ query }) =>
    paginated(
      searched(
        contestRows(salesChallengesRoute.name, () => true, toListRow, listSearchFields),
        query.get('search'),
      ),
      readPage(query),
    ),
  menu: { label: 'Challenge Search', at: 0 },
});
