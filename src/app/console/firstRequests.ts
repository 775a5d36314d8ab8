import { decodePathPart } from '../../api/url';
import type { Query } from '../../contract';
import { CHART_TYPES, DEFAULT_CHART_DAYS } from '../../contract/fixedLists';
import {
  isListDeclaration,
  type ListDeclaration,
  type ScreenDeclaration,
} from '../../screen/types';
import {
  LIST_DEFAULTS,
  openingListParams,
  toListQuery,
  type ListParams,
} from '../../providers/listQuery';
import {
  REPORT_LIST_DEFAULTS,
  toReportFilters,
} from '../../resources/cashout-report-users/filters';
import { cashoutReportRoute } from '../../resources/cashout-report-users/route';
import { screens as challengeForm } from '../../challenge-form/route';
import {
  contestClonePath,
  contestPath,
  FORM_OPENING_SELECTS,
  FORM_SELECTS,
  formSelectStorageKey,
} from '../../providers/formCalls';

/** A GET the route's screen sends first, sent from the entry instead. */
export interface FirstRequest {
  path: string;
  query?: Query;
}

/** The list's page as the dataProvider's getList asks for it (the same `toListQuery`). */
const listRequest = (list: ListDeclaration, params: ListParams): FirstRequest => ({
  path: list.endpoint,
  query: toListQuery(params, list),
});

/** The dashboard's figures and its three charts at their default period. */
const DASHBOARD: FirstRequest[] = [
  { path: '/admin/stats' },
  ...CHART_TYPES.map((type) => ({
    path: '/admin/chart',
    query: { type, days_compute: DEFAULT_CHART_DAYS },
  })),
];

/** The report's first page, and the totals and statistics of the same filters. */
const reportRequests = (search: string, storage?: Storage): FirstRequest[] => {
  const params = openingListParams(cashoutReportRoute.name, search, REPORT_LIST_DEFAULTS, storage);
  const filters: Query = { ...toReportFilters(params.filter ?? {}) };
  return [
    listRequest(cashoutReportRoute, params),
    { path: '/admin/solvers/cashout_reports/totals', query: filters },
    { path: '/admin/solvers/cashout_reports/statistics', query: filters },
  ];
};

const [formNew, formEdit, formClone] = challengeForm;

/** The slug of a form address (`/contests/{slug}/edit`), as react-router hands it over. */
const slugOf = (path: string) => decodePathPart(path.split('/')[2] ?? '');

/**
 * The challenge form's: the challenge an edit or clone loads, and the option lists its sections
 * ask for unless this session already holds them.
 */
const formRequests = (screen: ScreenDeclaration, path: string, session?: Storage) => {
  const record =
    screen.path === formEdit.path
      ? [{ path: contestPath(slugOf(path)) }]
      : screen.path === formClone.path
        ? [{ path: contestClonePath(slugOf(path)) }]
        : [];
  const held = (key: string) => {
    try {
      return session?.getItem(key) != null;
    } catch {
      return false;
    }
  };
  const lists = FORM_OPENING_SELECTS.filter((name) => !held(formSelectStorageKey(name))).map(
    (name) => ({ path: FORM_SELECTS[name] }),
  );
  return [...record, ...lists];
};

const FORM_PATHS: readonly string[] = [formNew.path, formEdit.path, formClone.path];

/** Where a screen's requests are read from: the address and the browser's storages. */
export interface Opening {
  /** The console path (relative to /admin), e.g. `/contests/a-b/edit`. */
  path: string;
  search: string;
  /** react-admin's store (local storage). */
  storage?: Storage;
  /** This session's cache (session storage). */
  session?: Storage;
}

/**
 * The first requests of a screen of the registry, given the address and react-admin's stored
 * list params: any list's page, the dashboard's, the report's and the challenge form's own calls.
 */
export const firstRequestsOf = (
  screen: ScreenDeclaration,
  { path, search, storage, session }: Opening,
): FirstRequest[] => {
  if (screen.path === '/') return DASHBOARD;
  if (FORM_PATHS.includes(screen.path)) return formRequests(screen, path, session);
  if (screen.path === cashoutReportRoute.path) return reportRequests(search, storage);
  if (isListDeclaration(screen))
    return [listRequest(screen, openingListParams(screen.name, search, LIST_DEFAULTS, storage))];
  return [];
};
