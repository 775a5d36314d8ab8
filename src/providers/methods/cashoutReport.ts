import type { HttpClient } from '../../api';
import type {
  PlatformTotals,
  ReportFilters,
  ReportTransaction,
  ReportTransactionsQuery,
  UserStatistics,
} from '../../contract';

export const createCashoutReportMethods = (client: HttpClient) => ({
  getReportTotals: async (filters: ReportFilters, signal?: AbortSignal) =>
    (
      await client.get<PlatformTotals | null>('/admin/solvers/cashout_reports/totals', {
        query: { ...filters },
        signal,
      })
    ).data,
  getReportStatistics: async (filters: ReportFilters, signal?: AbortSignal) =>
    (
      await client.get<UserStatistics | null>('/admin/solvers/cashout_reports/statistics', {
        query: { ...filters },
        signal,
      })
    ).data,
  getReportTransactions: async (query: ReportTransactionsQuery, signal?: AbortSignal) =>
    (
      await client.get<ReportTransaction[]>('/admin/solvers/cashout_reports/transactions', {
        query: { ...query },
        signal,
      })
    ).data,
});
