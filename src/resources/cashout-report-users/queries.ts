import type { AppDataProvider } from '../../providers/dataProvider';
import { listPageQuery } from '../../providers/firstQueries';
import { queryKeys } from '../../providers/queryKeys';
import type { FirstQuery, Opening } from '../../screen/types';
import { reportStatisticsCall, reportTotalsCall } from './calls';
import { filtersKey, toReportFilters } from './filters';
import { cashoutReportRoute, reportOpeningParams } from './route';

/** The summary cards' two queries for a filter set: the cards and the first view read the same. */
export const totalsQuery = (filterValues: Record<string, unknown>) => ({
  queryKey: queryKeys.cashoutReport.totals(filtersKey(filterValues)),
  read: (dataProvider: AppDataProvider, signal?: AbortSignal) =>
    dataProvider.read(reportTotalsCall, { query: { ...toReportFilters(filterValues) }, signal }),
});

export const statisticsQuery = (filterValues: Record<string, unknown>) => ({
  queryKey: queryKeys.cashoutReport.statistics(filtersKey(filterValues)),
  read: (dataProvider: AppDataProvider, signal?: AbortSignal) =>
    dataProvider.read(reportStatisticsCall, {
      query: { ...toReportFilters(filterValues) },
      signal,
    }),
});

/** What the report's first render reads: the route's first requests, as its queries. */
export const firstQueries = (opening: Opening): FirstQuery[] => {
  const params = reportOpeningParams(opening);
  const filter = params.filter ?? {};
  return [
    listPageQuery(cashoutReportRoute.name, params),
    totalsQuery(filter),
    statisticsQuery(filter),
  ];
};
