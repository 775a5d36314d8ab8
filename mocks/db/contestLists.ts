import type { ContestListRow } from '../../src/contract/contestList';
import { paginated, readPage } from '../respond';
import type { Resolver } from '../route';
import { companies, teams } from './companies';
import { contests, type ContestRow } from './contests';
import { findUserByEmail, users } from './people';

/** The company of a contest's team, if any. */
export const companyOf = (contest: ContestRow) => {
  const team = teams().get(contest.company_team_id ?? '');
  return team ? companies().get(team.companyId) : undefined;
};

const managerName = (contest: ContestRow) =>
  findUserByEmail(contest.manager_email ?? '')?.name ?? contest.manager_email ?? '';

export const toListRow = (contest: ContestRow): ContestListRow => {
  const company = companyOf(contest);
  return {
    id: contest.id,
    slug: contest.slug,
    title: contest.title,
    // A draft has no public page yet (the challenge page says it cannot be found): its title
    // opens it for editing; a launched one opens its public page.
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

/** A list's rows, newest first, each with its searchable fields already lower-cased. */
export interface ContestRows<Row> {
  rows: Row[];
  haystacks: (string | undefined)[][];
}

/** What the drafts and the challenge search find by (`search`). */
export const listSearchFields = (row: ContestListRow) => [
  row.title,
  row.company,
  row.contact,
  row.manager,
  row.majorCategory,
  row.tags.join(' '),
];

// Rows are built from contests, teams, companies and users: rebuilt when any of them is written
// (or the database is reset), so a request converts no contest at 100,000 solvers.
let cache: { sources: readonly unknown[]; lists: Map<string, ContestRows<unknown>> } | null = null;

/**
 * The rows of a list of contests (the contests' call by `scope`, src/resources/<list>/mock.ts):
 * the contests it keeps, as its rows, cached under the list's name.
 */
const contestRows = <Row extends { id?: number }>(
  list: string,
  keep: (contest: ContestRow) => boolean,
  toRow: (contest: ContestRow) => Row,
  searchFields: (row: Row) => (string | undefined)[],
): ContestRows<Row> => {
  const sources = [contests(), teams(), companies(), users()].flatMap((table) => [
    table,
    table.version,
  ]);
  if (!cache || cache.sources.some((source, at) => source !== sources[at]))
    cache = { sources, lists: new Map() };
  let built = cache.lists.get(list) as ContestRows<Row> | undefined;
  if (!built) {
    const rows = contests()
      .filter(keep)
      .map(toRow)
      .sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
    built = {
      rows,
      haystacks: rows.map((row) => searchFields(row).map((field) => field?.toLowerCase())),
    };
    cache.lists.set(list, built);
  }
  return built;
};

/** The rows whose fields contain `term`, case-insensitive, like `matchesSearch`. */
const searched = <Row>({ rows, haystacks }: ContestRows<Row>, term: string | null) => {
  if (!term) return rows;
  const needle = term.trim().toLowerCase();
  return rows.filter((_, at) => haystacks[at].some((field) => field?.includes(needle)));
};

/**
 * The answer of a list of contests (src/resources/<list>/mock.ts): a page of the contests it
 * keeps, as its rows, narrowed by `search` on its search fields.
 */
export const contestListAnswer =
  <Row extends { id?: number }>(
    list: string,
    keep: (contest: ContestRow) => boolean,
    toRow: (contest: ContestRow) => Row,
    searchFields: (row: Row) => (string | undefined)[],
  ): Resolver =>
  ({ query }) =>
    paginated(
      searched(contestRows(list, keep, toRow, searchFields), query.get('search')),
      readPage(query),
    );
