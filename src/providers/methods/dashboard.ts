import { parseData, parseRecord, type HttpClient } from '../../api';
import type { ChartQuery, ImpersonateRequest, StatsRead } from '../../contract';
import { chartDataSchema, statsSchema } from '../../contract/dashboard';
import { anySchema } from '../../contract/envelope';

export const createDashboardMethods = (client: HttpClient) => ({
  /** Field by field (docs/decisions.md): one unreadable figure never hides the others. */
  getStats: async (signal?: AbortSignal): Promise<StatsRead> =>
    parseRecord(
      'GET /admin/stats',
      statsSchema,
      (await client.get('/admin/stats', { signal })).data,
    ),
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
