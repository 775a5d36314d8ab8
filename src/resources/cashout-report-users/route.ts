import { ENDPOINTS } from '../../contract/endpoints';
import { listPageRequest, openingListParams } from '../../providers/listQuery';
import { defineList, type FirstRequest, type Opening } from '../../screen/types';
import { REPORT_LIST_DEFAULTS, toReportFilters } from './filters';

export const cashoutReportRoute = defineList({
  name: 'cashout-report-users',
  path: '/students/cashout_report',
  endpoint: ENDPOINTS.reportUsers,
  sortable: true,
  idField: 'userId',
  heading: 'h4',
  headingTop: 16,
  shortcut: 'r',
  icon: 'Assessment',
  exportName: 'cashout-report',
  load: () => import('./List'),
  schema: () => import('./schema'),
  /** Its first page, and the totals and statistics of the same filters. */
  firstRequests: (opening): FirstRequest[] => {
    const params = reportOpeningParams(opening);
    const filters = { ...toReportFilters(params.filter ?? {}) };
    return [
      listPageRequest(cashoutReportRoute, params),
      { path: ENDPOINTS.reportTotals, query: filters },
      { path: ENDPOINTS.reportStatistics, query: filters },
    ];
  },
});

/** The report's params as it opens at an address: its own defaults, else as any list. */
export const reportOpeningParams = ({ search, storage }: Opening) =>
  openingListParams(cashoutReportRoute.name, search, REPORT_LIST_DEFAULTS, storage);

export const screens = [cashoutReportRoute] as const;
