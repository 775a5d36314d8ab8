import { parseData, parseRows, type HttpClient } from '../../api';
import type { ReportFilters, ReportTransactionsQuery } from '../../contract';
import { callName } from '../../contract/call';
import {
  reportStatisticsCall,
  reportTotalsCall,
  reportTransactionSchema,
  reportTransactionsCall,
} from '../../contract/cashoutReport';

export const createCashoutReportMethods = (client: HttpClient) => ({
  getReportTotals: async (filters: ReportFilters, signal?: AbortSignal) =>
    parseData(
      callName(reportTotalsCall),
      reportTotalsCall.answer,
      (await client.get(reportTotalsCall.path, { query: { ...filters }, signal })).data,
    ),
  getReportStatistics: async (filters: ReportFilters, signal?: AbortSignal) =>
    parseData(
      callName(reportStatisticsCall),
      reportStatisticsCall.answer,
      (await client.get(reportStatisticsCall.path, { query: { ...filters }, signal })).data,
    ),
  getReportTransactions: async (query: ReportTransactionsQuery, signal?: AbortSignal) =>
    parseRows(
      callName(reportTransactionsCall),
      reportTransactionSchema,
      (await client.get(reportTransactionsCall.path, { query: { ...query }, signal })).data,
    ),
});
