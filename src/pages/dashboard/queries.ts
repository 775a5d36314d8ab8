import { CHART_TYPES, DEFAULT_CHART_DAYS } from '../../contract/fixedLists';
import type { AppDataProvider } from '../../providers/dataProvider';
import { queryKeys } from '../../providers/queryKeys';
import type { FirstQuery } from '../../screen/types';
import { chartCall, getStats, type ChartType } from './calls';

/** GET /admin/stats as a query: its hook and the console's first view read the same. */
export const statsQuery = {
  queryKey: queryKeys.dashboard.stats(),
  read: (dataProvider: AppDataProvider, signal?: AbortSignal) =>
    dataProvider.send(getStats(signal)),
};

/** GET /admin/chart?type&days_compute as a query. */
export const chartQuery = (type: ChartType, days: number) => ({
  queryKey: queryKeys.dashboard.chart(type, days),
  read: (dataProvider: AppDataProvider, signal?: AbortSignal) =>
    dataProvider.read(chartCall, { query: { type, days_compute: days }, signal }),
});

/** What the dashboard's first render reads: its figures and its charts at their default period. */
export const firstQueries = (): FirstQuery[] => [
  statsQuery,
  ...CHART_TYPES.map((type) => chartQuery(type, DEFAULT_CHART_DAYS)),
];
