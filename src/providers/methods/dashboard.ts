import { parseData, type HttpClient } from '../../api';
import type { ChartQuery, ImpersonateRequest } from '../../contract';
import { chartDataSchema, statsSchema } from '../../contract/dashboard';
import { anySchema } from '../../contract/envelope';

export const createDashboardMethods = (client: HttpClient) => ({
  getStats: async (signal?: AbortSignal) =>
    parseData('GET /admin/stats', statsSchema, (await client.get('/admin/stats', { signal })).data),
  getChart: async (query: ChartQuery, signal?: AbortSignal) =>
    parseData(
      'GET /admin/chart',
      chartDataSchema,
      (await client.get('/admin/chart', { query: { ...query }, signal })).data,
    ),
  impersonate: async (request: ImpersonateRequest) =>
    parseData(
      'POST /accounts/admin_login_as',
      anySchema,
      (await client.post('/accounts/admin_login_as', request)).data,
    ),
});
