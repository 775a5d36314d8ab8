import { parseData, parseDone, parseRows, type HttpClient } from '../../api';
import type { CashoutTransactionsQuery, DecideRequest } from '../../contract';
import {
  balanceSchema,
  cashoutSchema,
  cashoutsCountsSchema,
  decideResponseSchema,
  transactionSchema,
} from '../../contract/cashouts';

const CASHOUTS = '/admin/solvers/cashouts';
const TRANSACTIONS = '/admin/solvers/cashouts/transactions';

const cashoutsOf = (data: unknown) =>
  typeof data === 'object' && data !== null ? (data as { cashouts?: unknown }).cashouts : undefined;

export const createCashoutMethods = (client: HttpClient) => ({
  getCashoutBalance: async (signal?: AbortSignal) =>
    parseData(
      `GET ${CASHOUTS}/balance`,
      balanceSchema,
      (await client.get(`${CASHOUTS}/balance`, { signal })).data,
    ),
  getCashouts: async (signal?: AbortSignal) => {
    const { data } = await client.get(CASHOUTS, { signal });
    const counts = parseData(`GET ${CASHOUTS}`, cashoutsCountsSchema, data);
    const cashouts = parseRows(`GET ${CASHOUTS}`, cashoutSchema, cashoutsOf(data), {
      id: 'id',
      prefix: ['data', 'cashouts'],
    });
    return { ...counts, cashouts };
  },
  /** One key per decision, reused on a retry, so the server can refuse a second charge. */
  decideCashout: async (request: DecideRequest, idempotencyKey: string) =>
    parseDone(
      `POST ${CASHOUTS}/decide`,
      decideResponseSchema,
      (
        await client.post(`${CASHOUTS}/decide`, request, {
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    ),
  getCashoutTransactions: async (query: CashoutTransactionsQuery, signal?: AbortSignal) => {
    const { data, meta } = await client.get(TRANSACTIONS, { query: { ...query }, signal });
    const rows = parseRows(`GET ${TRANSACTIONS}`, transactionSchema, data);
    return { data: rows, total: meta?.pagination?.totalCount ?? rows.length };
  },
});
