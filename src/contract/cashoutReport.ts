import * as z from 'zod/mini';
import { transactionSchema } from './cashouts';
import { dateTime, nullable, num, oneOf, optional, text } from './variants';

/** Cashout Report: /admin/solvers/cashout_reports/… */
export const PERSEVERANCE_FILTERS = ['', 'only', 'exclude'] as const;
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

export const reportUserSchema = z.object({
  userId: num(),
  name: text(),
  email: text(),
  accountCreated: dateTime(),
  lastLogin: nullable(dateTime()),
  totalRewards: num(),
  totalCashouts: num(),
  rewardsBalance: num(),
  rewardCount: num(),
  cashoutCount: num(),
});
export type ReportUser = z.infer<typeof reportUserSchema>;

export const platformTotalsSchema = z.object({
  totalRewards: num(),
  totalCashouts: num(),
  pendingRewards: num(),
});
export type PlatformTotals = z.infer<typeof platformTotalsSchema>;

export const userStatisticsSchema = z.object({
  totalUsers: num(),
  usersWithRewards: num(),
  usersWithCashouts: num(),
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;

export const REPORT_TRANSACTION_MODES = ['rewards', 'cashouts'] as const;
export type ReportTransactionMode = (typeof REPORT_TRANSACTION_MODES)[number];

export const reportTransactionsQuerySchema = z.extend(reportFiltersSchema, {
  user_id: num(),
  mode: oneOf(REPORT_TRANSACTION_MODES),
  order: z.literal('by_created_at_desc'),
});
export type ReportTransactionsQuery = z.infer<typeof reportTransactionsQuerySchema>;

export const reportTransactionSchema = transactionSchema;
export type ReportTransaction = z.infer<typeof reportTransactionSchema>;
