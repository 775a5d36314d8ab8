import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { ApiError, http, type HttpClient } from '../api';
import { toListQuery } from './listQuery';
import { isKnownResource, RESOURCE_ENDPOINTS, type ResourceEndpoint } from './resources';
import { createCashoutReportMethods } from './methods/cashoutReport';
import { createCashoutMethods } from './methods/cashouts';
import { createCompanyMethods } from './methods/companies';
import { createContestMethods } from './methods/contests';
import { createDashboardMethods } from './methods/dashboard';
import { createDemographicsMethods } from './methods/demographics';
import { createUploadMethods } from './methods/uploads';
import { createFormSelectMethods } from './formSelects';

const endpointOf = (resource: string): ResourceEndpoint => {
  if (!isKnownResource(resource)) {
    throw new ApiError({ message: `Unknown resource "${resource}"`, status: 0, kind: 'shape' });
  }
  return RESOURCE_ENDPOINTS[resource];
};

const unsupported = (resource: string, method: string) =>
  Promise.reject(
    new ApiError({
      message: `${method} is not supported on ${resource}`,
      status: 0,
      kind: 'shape',
    }),
  );

const withId = (endpoint: ResourceEndpoint, row: unknown): RaRecord => {
  const record = row as Record<string, unknown>;
  const id = (endpoint.idField ? record[endpoint.idField] : record.id) as Identifier;
  return { ...record, id };
};

/** react-admin's dataProvider: the resource table plus the typed custom calls of both seeds. */
export const createDataProvider = (client: HttpClient = http) => {
  const base = {
    getList: async (resource: string, params: GetListParams) => {
      const endpoint = endpointOf(resource);
      const { data, meta } = await client.get<unknown[]>(endpoint.list, {
        query: toListQuery(params, endpoint),
        signal: params.signal,
      });
      if (!Array.isArray(data))
        throw new ApiError({ message: 'app.http.shape', status: 200, kind: 'shape' });
      return {
        data: data.map((row) => withId(endpoint, row)),
        total: meta?.pagination?.totalCount ?? data.length,
      };
    },
    getOne: async (resource: string, params: { id: Identifier; signal?: AbortSignal }) => {
      const endpoint = endpointOf(resource);
      if (!endpoint.one) return unsupported(resource, 'getOne');
      const { data } = await client.get<unknown>(endpoint.one(String(params.id)), {
        signal: params.signal,
      });
      return { data: withId(endpoint, data) };
    },
    getMany: async (resource: string, params: { ids: Identifier[]; signal?: AbortSignal }) => {
      const records = await Promise.all(
        params.ids.map((id) => base.getOne(resource, { id, signal: params.signal })),
      );
      return { data: records.map((result) => result.data) };
    },
    create: async (resource: string, params: { data: Partial<RaRecord> }) => {
      const endpoint = endpointOf(resource);
      if (!endpoint.create) return unsupported(resource, 'create');
      const { data } = await client.post<unknown>(endpoint.create, params.data);
      const record = (data && typeof data === 'object' ? data : params.data) as Record<
        string,
        unknown
      >;
      return { data: withId(endpoint, { id: record.id ?? Date.now(), ...record }) };
    },
    getManyReference: (resource: string) => unsupported(resource, 'getManyReference'),
    update: (resource: string) => unsupported(resource, 'update'),
    updateMany: (resource: string) => unsupported(resource, 'updateMany'),
    delete: (resource: string) => unsupported(resource, 'delete'),
    deleteMany: (resource: string) => unsupported(resource, 'deleteMany'),
  };

  return {
    ...base,
    supportAbortSignal: true,
    ...createDashboardMethods(client),
    ...createCashoutMethods(client),
    ...createCashoutReportMethods(client),
    ...createDemographicsMethods(client),
    ...createCompanyMethods(client),
    ...createContestMethods(client),
    ...createUploadMethods(client),
    ...createFormSelectMethods(client),
  } as const;
};

export type AppDataProvider = ReturnType<typeof createDataProvider> & DataProvider;

export const dataProvider = createDataProvider() as AppDataProvider;
