import type { Query } from '../../contract';
import { CHART_TYPES, DEFAULT_CHART_DAYS } from '../../contract/fixedLists';
import {
  isListDeclaration,
  type ListDeclaration,
  type ScreenDeclaration,
} from '../../registry/types';
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

/** A GET the route's screen sends first, sent from the entry instead (issue 22 §1). */
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

/**
 * The first requests of a screen of the registry, given the address's query and react-admin's
 * stored list params: any list's page, the dashboard's and the report's own calls.
 */
export const firstRequestsOf = (
  screen: ScreenDeclaration,
  search: string,
  storage?: Storage,
): FirstRequest[] => {
  if (screen.path === '/') return DASHBOARD;
  if (screen.path === cashoutReportRoute.path) return reportRequests(search, storage);
  if (isListDeclaration(screen))
    return [listRequest(screen, openingListParams(screen.name, search, LIST_DEFAULTS, storage))];
  return [];
};
