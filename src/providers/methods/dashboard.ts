import { parseData, parseRecord, type HttpClient } from '../../api';
import type { ChartQuery, ImpersonateRequest, StatsRead } from '../../contract';
import { callName } from '../../contract/call';
import { chartCall, loginAsCall, statsCall } from '../../contract/dashboard';

export const createDashboardMethods = (client: HttpClient) => ({
  /** Field by field (docs/decisions.md): one unreadable figure never hides the others. */
  getStats: async (signal?: AbortSignal): Promise<StatsRead> =>
    parseRecord(
      callName(statsCall),
      statsCall.answer,
      (await client.get(statsCall.path, { signal })).data,
    ),
  getChart: async (query: ChartQuery, signal?: AbortSignal) =>
    parseData(
      callName(chartCall),
      chartCall.answer,
      (await client.get(chartCall.path, { query: { ...query }, signal })).data,
    ),
  impersonate: async (request: ImpersonateRequest) =>
    parseData(
      callName(loginAsCall),
      loginAsCall.answer,
      (await client.post(loginAsCall.path, request)).data,
    ),
});
