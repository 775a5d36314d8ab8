import type { ContestRow } from '../../../mocks/db/contests';
import { companyOf, contestListAnswer } from '../../../mocks/db/contestLists';
import { defineMock } from '../../../mocks/resourceMock';
import { statisticsRoute } from './route';
import type { ContestStatisticsRow } from './schema';

const toStatisticsRow = (contest: ContestRow): ContestStatisticsRow => ({
  id: contest.id,
  slug: contest.slug,
  title: contest.title,
  dashboardPath: `/contests/${contest.slug}/dashboard`,
  company: companyOf(contest)?.name ?? '',
  managerEmail: contest.manager_email ?? '',
  complete: contest.complete,
  reviewed: contest.reviewed,
  pageViewsCount: contest.pageViewsCount,
  solutionsCount: contest.solutionsCount,
  draftsCount: contest.draftsCount,
  newSolversCount: contest.newSolversCount,
  repeatSolversCount: contest.repeatSolversCount,
});

/** The statistics: launched contests, newest first, searchable (the contests: mocks/db). */
export const mock = defineMock(statisticsRoute, {
  list: contestListAnswer(
    statisticsRoute.name,
    (contest) => contest.status !== 'draft',
    toStatisticsRow,
    (row) => [row.title, row.company, row.managerEmail],
  ),
  menu: { label: 'Statistics', at: 2 },
});
