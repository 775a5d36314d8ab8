import type { HttpHandler } from 'msw';
import { CONTEST_SCOPES, type ContestListRow, type ContestScope, type ContestStatisticsRow } from '../../src/contract';
import { companies, teams } from '../db/companies';
import { contests, type ContestRow } from '../db/contests';
import { findUserByEmail } from '../db/people';
import { invalid, matchesSearch, paginated, readPage } from '../respond';
import { api } from '../route';

const companyOf = (contest: ContestRow) => {
  const team = teams().get(contest.company_team_id ?? '');
  return team ? companies().get(team.companyId) : undefined;
};

const managerName = (contest: ContestRow) => findUserByEmail(contest.manager_email ?? '')?.name ?? contest.manager_email ?? '';

/** Which contests a scope lists: drafts are unlaunched, statistics launched, sales everything. */
const IN_SCOPE: Record<ContestScope, (contest: ContestRow) => boolean> = {
  drafts: (contest) => contest.status === 'draft',
  statistics: (contest) => contest.status !== 'draft',
  sales: () => true,
};

export const toListRow = (contest: ContestRow): ContestListRow => {
  const company = companyOf(contest);
  return {
    id: contest.id,
    slug: contest.slug,
    title: contest.title,
    titlePath: `/challenges/${contest.slug}`,
    company: company?.name ?? '',
    companyPath: company ? `/companies/${company.id}` : '',
    contact: contest.contact_name ?? '',
    launchDate: contest.launchDate,
    majorCategory: contest.majorCategory,
    tags: contest.tags,
    hidden: contest.hidden,
    manager: managerName(contest),
  };
};

export const toStatisticsRow = (contest: ContestRow): ContestStatisticsRow => ({
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

const isScope = (value: string | null): value is ContestScope => CONTEST_SCOPES.some((scope) => scope === value);

/** GET /admin/contests?scope=drafts|statistics|sales&page&limit&search, newest first. */
export const contestListsHandlers: HttpHandler[] = [
  api.get('/admin/contests', ({ query }) => {
    const scope = query.get('scope');
    if (!isScope(scope)) return invalid({ scope: 'must be drafts, statistics or sales' });
    const term = query.get('search');
    const rows = contests()
      .filter(IN_SCOPE[scope])
      .map((contest) => (scope === 'statistics' ? toStatisticsRow(contest) : toListRow(contest)))
      .filter((row) =>
        'manager' in row
          ? matchesSearch(term, row.title, row.company, row.contact, row.manager, row.majorCategory, row.tags.join(' '))
          : matchesSearch(term, row.title, row.company, row.managerEmail),
      )
      .sort((a, b) => b.id - a.id);
    return paginated(rows, readPage(query));
  }),
];
