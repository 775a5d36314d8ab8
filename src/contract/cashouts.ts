import * as z from 'zod/mini';
import { bool, dateTime, num, oneOf, optional, text } from './variants';

/** Manage Cashouts: /admin/solvers/cashouts… */
export const cashoutSchema = z.object({
  id: num(),
  user_name: text(),
  user_path: text(),
  user_email: text(),
  user_id: num(),
  type: text(),
  declined: bool(),
  timestamp: dateTime(),
  amount: num(),
});
export type Cashout = z.infer<typeof cashoutSchema>;

/** The summary's figures; its rows are read apart, one by one (a bad row never hides the rest). */
export const cashoutsCountsSchema = z.object({ count: num(), total: num() });
export const cashoutsSummarySchema = z.extend(cashoutsCountsSchema, {
  cashouts: z.array(cashoutSchema),
});
export type CashoutsSummary = z.infer<typeof cashoutsSummarySchema>;

export const CASHOUT_DECISIONS = ['approve', 'decline', 'deactivate'] as const;
export type CashoutDecision = (typeof CASHOUT_DECISIONS)[number];

export const DECLINE_REASONS = [
  'account_locked',
  'receiving_limit_exceeded',
  'non_receivable_country',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const decideRequestSchema = z.object({
  decision: oneOf(CASHOUT_DECISIONS),
  id: num(),
  reason: optional(z.union([oneOf(DECLINE_REASONS), z.literal('')])),
});
export type DecideRequest = z.infer<typeof decideRequestSchema>;

export const decideResponseSchema = z.object({ action: text() });
export type DecideResponse = z.infer<typeof decideResponseSchema>;

export const TRANSACTION_MODES = ['current', 'all', 'declined'] as const;
export type TransactionMode = (typeof TRANSACTION_MODES)[number];

export const cashoutTransactionsQuerySchema = z.object({
  id: num(),
  mode: oneOf(TRANSACTION_MODES),
  page: num(),
  limit: num(),
});
export type CashoutTransactionsQuery = z.infer<typeof cashoutTransactionsQuerySchema>;

export const transactionSchema = z.object({
  amount: num(),
  description: text(),
  path: text(),
  date: dateTime(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /admin/solvers/cashouts/balance: `{ data: 12.5 }`. */
export const balanceSchema = num();
