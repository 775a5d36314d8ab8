import type { Query } from '../../contract';
import { CHART_TYPES, DEFAULT_CHART_DAYS } from '../../contract/fixedLists';
import { LIST_ENDPOINTS, type ListResourceName } from '../../providers/listEndpoints';
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

/** A GET the route's screen sends first, sent from the entry instead (issue 22 §1). */
export interface FirstRequest {
  path: string;
  query?: Query;
}

const listRequest = (resource: ListResourceName, params: ListParams): FirstRequest => {
  const endpoint = LIST_ENDPOINTS[resource];
  return { path: endpoint.list, query: toListQuery(params, endpoint) };
};

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
  const resource = 'cashout-report-users';
  const params = openingListParams(resource, search, REPORT_LIST_DEFAULTS, storage);
  const filters: Query = { ...toReportFilters(params.filter ?? {}) };
  return [
    listRequest(resource, params),
    { path: '/admin/solvers/cashout_reports/totals', query: filters },
    { path: '/admin/solvers/cashout_reports/statistics', query: filters },
  ];
};

/**
 * The first requests of the screen at a console route (path relative to /admin, the route's
 * pattern), given the address's query and react-admin's stored list params.
 */
export const firstRequestsOf = (
  route: { path: string; resource?: ListResourceName },
  search: string,
  storage?: Storage,
): FirstRequest[] => {
  if (route.path === '/') return DASHBOARD;
  if (route.resource === 'cashout-report-users') return reportRequests(search, storage);
  if (route.resource)
    return [
      listRequest(
        route.resource,
        openingListParams(route.resource, search, LIST_DEFAULTS, storage),
      ),
    ];
  return [];
};
