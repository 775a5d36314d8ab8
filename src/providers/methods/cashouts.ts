import type { HttpClient } from '../../api';
import type {
  CashoutsSummary,
  CashoutTransactionsQuery,
  DecideRequest,
  DecideResponse,
  Transaction,
} from '../../contract';

export const createCashoutMethods = (client: HttpClient) => ({
  getCashoutBalance: async (signal?: AbortSignal) =>
    (await client.get<number>('/admin/solvers/cashouts/balance', { signal })).data,
  getCashouts: async (signal?: AbortSignal) =>
    (await client.get<CashoutsSummary>('/admin/solvers/cashouts', { signal })).data,
  /** One key per decision, reused on a retry, so the server can refuse a second charge. */
  decideCashout: async (request: DecideRequest, idempotencyKey: string) =>
    (
      await client.post<DecideResponse>('/admin/solvers/cashouts/decide', request, {
        headers: { 'Idempotency-Key': idempotencyKey },
      })
    ).data,
  getCashoutTransactions: async (query: CashoutTransactionsQuery, signal?: AbortSignal) => {
    const { data, meta } = await client.get<Transaction[]>('/admin/solvers/cashouts/transactions', {
      query: { ...query },
      signal,
    });
    return { data, total: meta?.pagination?.totalCount ?? data.length };
  },
});
