import * as z from 'zod/mini';
import type { ContractCall } from './call';
import { ENDPOINTS } from './endpoints';
import { named } from './marks';
import { bool, dateTime, num, oneOf, optional, text } from './variants';

/** Manage Cashouts: /admin/solvers/cashouts… */
export const cashoutSchema = z.object({
  id: named('seed 000 §3', num()),
  user_name: named('seed 000 §3', text()),
  user_path: named('seed 000 §3', text()),
  user_email: named('seed 000 §3', text()),
  user_id: named('seed 000 §3', num()),
  type: named('seed 000 §3', text()),
  declined: named('seed 000 §3', bool()),
  timestamp: named('seed 000 §3', dateTime()),
  amount: named('seed 000 §3', num()),
});
export type Cashout = z.infer<typeof cashoutSchema>;

/** The summary's figures; its rows are read apart, one by one (a bad row never hides the rest). */
export const cashoutsCountsSchema = z.object({
  count: named('seed 000 §7', num()),
  total: named('seed 000 §7', num()),
});
export const cashoutsSummarySchema = z.extend(cashoutsCountsSchema, {
  cashouts: named('seed 000 §7', z.array(cashoutSchema)),
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
  decision: named('seed 000 §7', oneOf(CASHOUT_DECISIONS)),
  id: named('seed 000 §7', num()),
  reason: named('seed 000 §7', optional(z.union([oneOf(DECLINE_REASONS), z.literal('')]))),
});
export type DecideRequest = z.infer<typeof decideRequestSchema>;

export const decideResponseSchema = z.object({ action: named('seed 000 §7', text()) });
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
  amount: named('seed 000 §3', num()),
  description: named('seed 000 §3', text()),
  path: named('seed 000 §3', text()),
  date: named('seed 000 §3', dateTime()),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /admin/solvers/cashouts/balance: `{ data: 12.5 }`. */
export const balanceSchema = num();

/** Manage Cashouts' calls, one place per endpoint (src/contract/callsBackOffice.ts gathers them). */
export const cashoutBalanceCall = {
  method: 'GET',
  path: ENDPOINTS.cashoutBalance,
  summary: 'Payout balance',
  answer: balanceSchema,
} as const satisfies ContractCall;
export const cashoutsCall = {
  method: 'GET',
  path: ENDPOINTS.cashouts,
  summary: 'Pending cashouts',
  answer: cashoutsSummarySchema,
} as const satisfies ContractCall;
export const decideCashoutCall = {
  method: 'POST',
  path: ENDPOINTS.decideCashout,
  summary: 'Approve, decline or deactivate a cashout',
  body: decideRequestSchema,
  answer: decideResponseSchema,
} as const satisfies ContractCall;
export const cashoutTransactionsCall = {
  method: 'GET',
  path: ENDPOINTS.cashoutTransactions,
  summary: "A solver's transactions",
  query: cashoutTransactionsQuerySchema,
  answer: z.array(transactionSchema),
  list: {},
} as const satisfies ContractCall;
