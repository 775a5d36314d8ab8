import { contestRows, listSearchFields, searched, toListRow } from '../../../mocks/db/contestLists';
import { defineMock } from '../../../mocks/resourceMock';
import { paginated, readPage } from '../../../mocks/respond';
import { draftsRoute } from './route';

/** The drafts: contests not launched yet, newest first, searchable (the contests: mocks/db). */
export const mock = defineMock(draftsRoute, {
  list: ({ query }) =>
    paginated(
      searched(
        contestRows(
          draftsRoute.name,
          (contest) => contest.status === 'draft',
          toListRow,
          listSearchFields,
        ),
        query.get('search'),
      ),
      readPage(query),
    ),
  menu: { label: 'Drafts', at: 1 },
});
