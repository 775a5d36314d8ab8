import type { HttpClient } from '../../api';
import type { ChartData, ChartQuery, ImpersonateRequest, Stats } from '../../contract';

export const createDashboardMethods = (client: HttpClient) => ({
  getStats: async (signal?: AbortSignal) =>
    (await client.get<Stats>('/admin/stats', { signal })).data,
  getChart: async (query: ChartQuery, signal?: AbortSignal) =>
    (await client.get<ChartData>('/admin/chart', { query: { ...query }, signal })).data,
  impersonate: async (request: ImpersonateRequest) =>
    (await client.post<unknown>('/accounts/admin_login_as', request)).data,
});
