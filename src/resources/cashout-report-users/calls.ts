import * as z from 'zod/mini';
import { parseRows } from '../../api/parse';
import { callName, type ContractCall } from '../../contract/call';
import { reportFiltersSchema } from '../../contract/cashoutReport';
import { ENDPOINTS } from '../../contract/endpoints';
import { named } from '../../contract/marks';
import { transactionSchema } from '../../contract/transactions';
import { num, oneOf } from '../../contract/variants';
import type { Sender } from '../../providers/methods/calls';

/** The Cashout Report's calls beside its user list: the totals, the statistics, a user's transactions. */
export const platformTotalsSchema = z.object({
  totalRewards: named('seed 000 §3', num()),
  totalCashouts: named('seed 000 §3', num()),
  pendingRewards: named('seed 000 §3', num()),
});
export type PlatformTotals = z.infer<typeof platformTotalsSchema>;

export const userStatisticsSchema = z.object({
  totalUsers: named('seed 000 §3', num()),
  usersWithRewards: named('seed 000 §3', num()),
  usersWithCashouts: named('seed 000 §3', num()),
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;

export const REPORT_TRANSACTION_MODES = ['rewards', 'cashouts'] as const;
export type ReportTransactionMode = (typeof REPORT_TRANSACTION_MODES)[number];

/** Seed 000 §7 names these, not `search`: a name filter applied to transactions would hide them. */
export const reportTransactionsQuerySchema = z.extend(
  z.omit(reportFiltersSchema, { search: true }),
  {
    user_id: num(),
    mode: oneOf(REPORT_TRANSACTION_MODES),
    order: z.literal('by_created_at_desc'),
  },
);
export type ReportTransactionsQuery = z.infer<typeof reportTransactionsQuerySchema>;

export const reportTransactionSchema = transactionSchema;
export type ReportTransaction = z.infer<typeof reportTransactionSchema>;

/** The Cashout Report's own calls, one place per endpoint (its user list is the list's declaration). */
export const reportTotalsCall = {
  method: 'GET',
  path: ENDPOINTS.reportTotals,
  summary: 'Report totals',
  query: reportFiltersSchema,
  // The figures of a period with no data may come as null.
  answer: z.nullable(platformTotalsSchema),
} as const satisfies ContractCall;
export const reportStatisticsCall = {
  method: 'GET',
  path: ENDPOINTS.reportStatistics,
  summary: 'Report user statistics',
  query: reportFiltersSchema,
  answer: z.nullable(userStatisticsSchema),
} as const satisfies ContractCall;
export const reportTransactionsCall = {
  method: 'GET',
  path: '/admin/solvers/cashout_reports/transactions',
  summary: "A report user's transactions",
  query: reportTransactionsQuerySchema,
  answer: z.array(reportTransactionSchema),
} as const satisfies ContractCall;

/** The list folder's other calls, for the contract's tables, docs and check (src/contract-tools/calls.ts finds them). */
export const calls = [reportTotalsCall, reportStatisticsCall, reportTransactionsCall];

export const getReportTransactions =
  (query: ReportTransactionsQuery, signal?: AbortSignal): Sender<ReportTransaction[]> =>
  async (client) =>
    parseRows(
      callName(reportTransactionsCall),
      reportTransactionSchema,
      (await client.get(reportTransactionsCall.path, { query: { ...query }, signal })).data,
    );
