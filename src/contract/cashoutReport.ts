import * as z from 'zod/mini';
import type { ContractCall } from './call';
import { ENDPOINTS } from './endpoints';
import { named } from './marks';
import { transactionSchema } from './transactions';
import { num, oneOf, optional, text } from './variants';

import { PERSEVERANCE_FILTERS } from './fixedLists';

/** Cashout Report: /admin/solvers/cashout_reports/… */
export { PERSEVERANCE_FILTERS };
export type PerseveranceFilter = (typeof PERSEVERANCE_FILTERS)[number];

export const reportFiltersSchema = z.object({
  search: optional(text()),
  date_from: optional(text()),
  date_to: optional(text()),
  perseverance_filter: optional(oneOf(PERSEVERANCE_FILTERS)),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export const REPORT_SORT_FIELDS = [
  'by_created_at',
  'by_last_login',
  'by_rewards_earned',
  'by_total_cashouts',
  'by_rewards_balance',
] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];
export type SortDirection = 'desc' | 'asc';

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

/** The Cashout Report's own calls (its user list is a list declaration). */
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
