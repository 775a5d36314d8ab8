import { parseData, parseDone, parseRows, type HttpClient } from '../../api';
import type { CashoutTransactionsQuery, DecideRequest } from '../../contract';
import { callName } from '../../contract/call';
import {
  cashoutBalanceCall,
  cashoutSchema,
  cashoutsCall,
  cashoutsCountsSchema,
  cashoutTransactionsCall,
  decideCashoutCall,
  transactionSchema,
} from '../../contract/cashouts';

const cashoutsOf = (data: unknown) =>
  typeof data === 'object' && data !== null ? (data as { cashouts?: unknown }).cashouts : undefined;

export const createCashoutMethods = (client: HttpClient) => ({
  getCashoutBalance: async (signal?: AbortSignal) =>
    parseData(
      callName(cashoutBalanceCall),
      cashoutBalanceCall.answer,
      (await client.get(cashoutBalanceCall.path, { signal })).data,
    ),
  getCashouts: async (signal?: AbortSignal) => {
    const { data } = await client.get(cashoutsCall.path, { signal });
    const counts = parseData(callName(cashoutsCall), cashoutsCountsSchema, data);
    const cashouts = parseRows(callName(cashoutsCall), cashoutSchema, cashoutsOf(data), {
      id: 'id',
      prefix: ['data', 'cashouts'],
    });
    return { ...counts, cashouts };
  },
  /** One key per decision, reused on a retry, so the server can refuse a second charge. */
  decideCashout: async (request: DecideRequest, idempotencyKey: string) =>
    parseDone(
      callName(decideCashoutCall),
      decideCashoutCall.answer,
      (
        await client.post(decideCashoutCall.path, request, {
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    ),
  getCashoutTransactions: async (query: CashoutTransactionsQuery, signal?: AbortSignal) => {
    const { data, meta } = await client.get(cashoutTransactionsCall.path, {
      query: { ...query },
      signal,
    });
    const rows = parseRows(callName(cashoutTransactionsCall), transactionSchema, data);
    return { data: rows, total: meta?.pagination?.totalCount ?? rows.length };
  },
});
