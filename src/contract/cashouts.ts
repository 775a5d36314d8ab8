/** Manage Cashouts: /admin/solvers/cashouts… */
export interface Cashout {
  id: number;
  user_name: string;
  user_path: string;
  user_email: string;
  user_id: number;
  type: string;
  declined: boolean;
  timestamp: string;
  amount: number;
}

export interface CashoutsSummary {
  count: number;
  cashouts: Cashout[];
  total: number;
}

export const CASHOUT_DECISIONS = ['approve', 'decline', 'deactivate'] as const;
export type CashoutDecision = (typeof CASHOUT_DECISIONS)[number];

export const DECLINE_REASONS = [
  'account_locked',
  'receiving_limit_exceeded',
  'non_receivable_country',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export interface DecideRequest {
  decision: CashoutDecision;
  id: number;
  reason?: DeclineReason | '';
}

export interface DecideResponse {
  action: string;
}

export const TRANSACTION_MODES = ['current', 'all', 'declined'] as const;
export type TransactionMode = (typeof TRANSACTION_MODES)[number];

export interface CashoutTransactionsQuery {
  id: number;
  mode: TransactionMode;
  page: number;
  limit: number;
}

export interface Transaction {
  amount: number;
  description: string;
  path: string;
  date: string;
}
