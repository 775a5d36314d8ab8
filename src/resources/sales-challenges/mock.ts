import { contestListAnswer, listSearchFields, toListRow } from '../../../mocks/db/contestLists';
import { defineMock } from '../../../mocks/resourceMock';
import { salesChallengesRoute } from './route';

/** The challenge search: every contest, newest first, searchable (the contests: mocks/db). */
export const mock = defineMock(salesChallengesRoute, {
  list: contestListAnswer(salesChallengesRoute.name, () => true, toListRow, listSearchFields),
  menu: { label: 'Challenge Search', at: 0 },
});
