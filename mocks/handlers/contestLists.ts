import type { HttpHandler } from 'msw';
import type { ContestListRow } from '../../src/resources/drafts/schema';
import type { ContestStatisticsRow } from '../../src/resources/statistics/schema';
import { companies, teams } from '../db/companies';
import { contests, type ContestRow } from '../db/contests';
import { findUserByEmail, users } from '../db/people';
import { invalid, paginated, readPage } from '../respond';
import { api } from '../route';

/** The scopes the server lists (seed 000 §3): the `scope` of the lists' fixed queries. */
const CONTEST_SCOPES = ['drafts', 'statistics', 'sales'] as const;
type ContestScope = (typeof CONTEST_SCOPES)[number];

const companyOf = (contest: ContestRow) => {
  const team = teams().get(contest.company_team_id ?? '');
  return team ? companies().get(team.companyId) : undefined;
};

const managerName = (contest: ContestRow) =>
  findUserByEmail(contest.manager_email ?? '')?.name ?? contest.manager_email ?? '';

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
    // A draft has no public page yet (the challenge page says it cannot be found): its title
    // opens it for editing; a launched one opens its public page (issue 26 item 15).
    titlePath:
      contest.status === 'draft'
        ? `/admin/contests/${encodeURIComponent(contest.slug)}/edit`
        : `/challenges/${contest.slug}`,
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

const isScope = (value: string | null): value is ContestScope =>
  CONTEST_SCOPES.some((scope) => scope === value);

type ScopeRow = ContestListRow | ContestStatisticsRow;

/** A scope's rows, newest first, each with its searchable fields already lower-cased. */
interface ScopedRows {
  rows: ScopeRow[];
  haystacks: (string | undefined)[][];
}

const searchFields = (row: ScopeRow) =>
  'manager' in row
    ? [row.title, row.company, row.contact, row.manager, row.majorCategory, row.tags.join(' ')]
    : [row.title, row.company, row.managerEmail];

const buildScope = (scope: ContestScope): ScopedRows => {
  const rows = contests()
    .filter(IN_SCOPE[scope])
    .map((contest): ScopeRow =>
      scope === 'statistics' ? toStatisticsRow(contest) : toListRow(contest),
    )
    .sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
  return {
    rows,
    haystacks: rows.map((row) => searchFields(row).map((field) => field?.toLowerCase())),
  };
};

// Rows are built from contests, teams, companies and users: rebuilt when any of them is written
// (or the database is reset), so a request converts no contest at 100,000 solvers.
let cache: { sources: readonly unknown[]; scopes: Map<ContestScope, ScopedRows> } | null = null;

const scoped = (scope: ContestScope): ScopedRows => {
  const sources = [contests(), teams(), companies(), users()].flatMap((table) => [
    table,
    table.version,
  ]);
  if (!cache || cache.sources.some((source, at) => source !== sources[at]))
    cache = { sources, scopes: new Map() };
  let rows = cache.scopes.get(scope);
  if (!rows) {
    rows = buildScope(scope);
    cache.scopes.set(scope, rows);
  }
  return rows;
};

/** The rows whose fields contain `term`, case-insensitive, like `matchesSearch`. */
const search = ({ rows, haystacks }: ScopedRows, term: string | null): readonly ScopeRow[] => {
  if (!term) return rows;
  const needle = term.trim().toLowerCase();
  return rows.filter((_, at) => haystacks[at].some((field) => field?.includes(needle)));
};

/** GET /admin/contests?scope=drafts|statistics|sales&page&limit&search, newest first. */
export const contestListsHandlers: HttpHandler[] = [
  api.get('/admin/contests', ({ query }) => {
    const scope = query.get('scope');
    if (!isScope(scope)) return invalid({ scope: 'must be drafts, statistics or sales' });
    return paginated(search(scoped(scope), query.get('search')), readPage(query));
  }),
];
