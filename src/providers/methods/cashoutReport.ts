import * as z from 'zod/mini';
import { parseData, parseRows, type HttpClient } from '../../api';
import type { ReportFilters, ReportTransactionsQuery } from '../../contract';
import {
  platformTotalsSchema,
  reportTransactionSchema,
  userStatisticsSchema,
} from '../../contract/cashoutReport';

const REPORTS = '/admin/solvers/cashout_reports';
// The figures of a period with no data may come as null.
const totalsSchema = z.nullable(platformTotalsSchema);
const statisticsSchema = z.nullable(userStatisticsSchema);

export const createCashoutReportMethods = (client: HttpClient) => ({
  getReportTotals: async (filters: ReportFilters, signal?: AbortSignal) =>
    parseData(
      `GET ${REPORTS}/totals`,
      totalsSchema,
      (await client.get(`${REPORTS}/totals`, { query: { ...filters }, signal })).data,
    ),
  getReportStatistics: async (filters: ReportFilters, signal?: AbortSignal) =>
    parseData(
      `GET ${REPORTS}/statistics`,
      statisticsSchema,
      (await client.get(`${REPORTS}/statistics`, { query: { ...filters }, signal })).data,
    ),
  getReportTransactions: async (query: ReportTransactionsQuery, signal?: AbortSignal) =>
    parseRows(
      `GET ${REPORTS}/transactions`,
      reportTransactionSchema,
      (await client.get(`${REPORTS}/transactions`, { query: { ...query }, signal })).data,
    ),
});
