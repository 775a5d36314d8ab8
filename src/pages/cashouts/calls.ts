import * as z from 'zod/mini';
import { parseData, parseDone, parseRows } from '../../api/parse';
import { callName, type ContractCall } from '../../contract/call';
import { named } from '../../contract/marks';
import { transactionSchema, type Transaction } from '../../contract/transactions';
import { bool, dateTime, num, oneOf, optional, text } from '../../contract/variants';
import type { Sender } from '../../providers/methods/calls';

export { transactionSchema, type Transaction };

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

/** GET /admin/solvers/cashouts/balance: `{ data: 12.5 }`. */
export const balanceSchema = num();

/** Manage Cashouts' calls, one place per endpoint: the senders below, the mock, OpenAPI and contract:check. */
export const cashoutBalanceCall = {
  method: 'GET',
  path: '/admin/solvers/cashouts/balance',
  summary: 'Payout balance',
  answer: balanceSchema,
} as const satisfies ContractCall;
export const cashoutsCall = {
  method: 'GET',
  path: '/admin/solvers/cashouts',
  summary: 'Pending cashouts',
  answer: cashoutsSummarySchema,
} as const satisfies ContractCall;
export const decideCashoutCall = {
  method: 'POST',
  path: '/admin/solvers/cashouts/decide',
  summary: 'Approve, decline or deactivate a cashout',
  body: decideRequestSchema,
  answer: decideResponseSchema,
} as const satisfies ContractCall;
export const cashoutTransactionsCall = {
  method: 'GET',
  path: '/admin/solvers/cashouts/transactions',
  summary: "A solver's transactions",
  query: cashoutTransactionsQuerySchema,
  answer: z.array(transactionSchema),
  list: {},
} as const satisfies ContractCall;

/** The page's calls, for the contract's tables, docs and check (src/contract-tools/calls.ts finds them). */
export const calls = [cashoutBalanceCall, cashoutsCall, decideCashoutCall, cashoutTransactionsCall];

const cashoutsOf = (data: unknown) =>
  typeof data === 'object' && data !== null ? (data as { cashouts?: unknown }).cashouts : undefined;

/** The counts as a whole, the rows one by one: a bad row never hides the rest. */
export const getCashouts =
  (signal?: AbortSignal): Sender<CashoutsSummary> =>
  async (client) => {
    const { data } = await client.get(cashoutsCall.path, { signal });
    const counts = parseData(callName(cashoutsCall), cashoutsCountsSchema, data);
    const cashouts = parseRows(callName(cashoutsCall), cashoutSchema, cashoutsOf(data), {
      id: 'id',
      prefix: ['data', 'cashouts'],
    });
    return { ...counts, cashouts };
  };

/** One key per decision, reused on a retry, so the server can refuse a second charge. */
export const decideCashout =
  (request: DecideRequest, idempotencyKey: string): Sender<Partial<DecideResponse>> =>
  async (client) =>
    parseDone(
      callName(decideCashoutCall),
      decideCashoutCall.answer,
      (
        await client.post(decideCashoutCall.path, request, {
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    );

export const getCashoutTransactions =
  (
    query: CashoutTransactionsQuery,
    signal?: AbortSignal,
  ): Sender<{ data: Transaction[]; total: number }> =>
  async (client) => {
    const { data, meta } = await client.get(cashoutTransactionsCall.path, {
      query: { ...query },
      signal,
    });
    const rows = parseRows(callName(cashoutTransactionsCall), transactionSchema, data);
    return { data: rows, total: meta?.pagination?.totalCount ?? rows.length };
  };
