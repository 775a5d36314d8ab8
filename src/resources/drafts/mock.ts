import { contestListAnswer, listSearchFields, toListRow } from '../../../mocks/db/contestLists';
import { defineMock } from '../../../mocks/resourceMock';
import { draftsRoute } from './route';

/** The drafts: contests not launched yet, newest first, searchable (the contests: mocks/db). */
export const mock = defineMock(draftsRoute, {
  list: contestListAnswer(
    draftsRoute.name,
    (contest) => contest.status === 'draft',
    toListRow,
    listSearchFields,
  ),
  menu: { label: 'Drafts', at: 1 },
});
