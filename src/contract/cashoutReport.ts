import type { Transaction } from './cashouts';

/** Cashout Report: /admin/solvers/cashout_reports/… */
export const PERSEVERANCE_FILTERS = ['', 'only', 'exclude'] as const;
export type PerseveranceFilter = (typeof PERSEVERANCE_FILTERS)[number];

export interface ReportFilters {
  search?: string;
  date_from?: string;
  date_to?: string;
  perseverance_filter?: PerseveranceFilter;
}

export const REPORT_SORT_FIELDS = [
  'by_created_at',
  'by_last_login',
  'by_rewards_earned',
  'by_total_cashouts',
  'by_rewards_balance',
] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];
export type SortDirection = 'desc' | 'asc';

export interface ReportUser {
  userId: number;
  name: string;
  email: string;
  accountCreated: string;
  lastLogin: string | null;
  totalRewards: number;
  totalCashouts: number;
  rewardsBalance: number;
  rewardCount: number;
  cashoutCount: number;
}

export interface PlatformTotals {
  totalRewards: number;
  totalCashouts: number;
  pendingRewards: number;
}

export interface UserStatistics {
  totalUsers: number;
  usersWithRewards: number;
  usersWithCashouts: number;
}

export type ReportTransactionMode = 'rewards' | 'cashouts';

export interface ReportTransactionsQuery extends ReportFilters {
  user_id: number;
  mode: ReportTransactionMode;
  order: 'by_created_at_desc';
}

export type ReportTransaction = Transaction;
