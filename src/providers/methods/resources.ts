import type {
  CreateParams,
  CreateResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
} from 'react-admin';
import { ApiError, parseDone, parseRecord, parseRows, type HttpClient } from '../../api';
import { toListQuery } from '../listQuery';
import type { ResourceDeclaration } from '../../screen/resource';
import {
  resourceEndpoints,
  type CreateBody,
  type CreatedRecord,
  type CreatingResource,
  type DetailResource,
  type ResourceEndpoint,
  type ResourceName,
  type ResourceRecord,
  type ResourceRow,
} from '../resources';

const offsetOf = ({ pagination }: GetListParams) =>
  pagination ? (pagination.page - 1) * pagination.perPage : 0;

const unsupported = (resource: string, method: string) =>
  new ApiError({ message: `${method} is not supported on ${resource}`, status: 0, kind: 'shape' });

const withId = <T extends object>(
  endpoint: ResourceEndpoint,
  record: T,
  fallback?: Identifier,
): T & RaRecord => {
  const id = (
    endpoint.idField ? (record as Record<string, unknown>)[endpoint.idField] : undefined
  ) as Identifier | undefined;
  return { ...record, id: id ?? (record as { id?: Identifier }).id ?? (fallback as Identifier) };
};

/**
 * react-admin's CRUD calls over the resource table. Each is typed per resource (first
 * overload) and generic as react-admin calls it (second overload), so the dataProvider is
 * checked with `satisfies DataProvider` and pages need no cast.
 */
export const createResourceMethods = (
  client: HttpClient,
  lists: readonly ResourceDeclaration[],
) => {
  const endpoints = resourceEndpoints(lists);
  const endpointOf = (resource: string): ResourceEndpoint => {
    if (!Object.hasOwn(endpoints, resource)) {
      throw new ApiError({ message: `Unknown resource "${resource}"`, status: 0, kind: 'shape' });
    }
    return endpoints[resource];
  };

  async function getList<R extends ResourceName>(
    resource: R,
    params: GetListParams,
  ): Promise<{ data: ResourceRow<R>[]; total: number }>;
  async function getList<T extends RaRecord = RaRecord>(
    resource: string,
    params: GetListParams,
  ): Promise<GetListResult<T>>;
  async function getList(resource: string, params: GetListParams) {
    const endpoint = endpointOf(resource);
    const { data, meta } = await client.get<unknown>(endpoint.list, {
      query: toListQuery(params, endpoint),
      signal: params.signal,
    });
    const id = endpoint.idField ?? 'id';
    const rows = parseRows(`GET ${endpoint.list}`, endpoint.row, data, { id });
    return {
      // A row without an id (an id of ours) is keyed by its place in the list.
      data: rows.map((row, index) => withId(endpoint, row, `#${offsetOf(params) + index}`)),
      total: meta?.pagination?.totalCount ?? rows.length,
    };
  }

  async function getOne<R extends DetailResource>(
    resource: R,
    params: GetOneParams,
  ): Promise<GetOneResult<ResourceRecord<R>>>;
  async function getOne<T extends RaRecord = RaRecord>(
    resource: string,
    params: GetOneParams<T>,
  ): Promise<GetOneResult<T>>;
  async function getOne(resource: string, params: GetOneParams) {
    const endpoint = endpointOf(resource);
    if (!endpoint.one) throw unsupported(resource, 'getOne');
    const path = endpoint.one.path(String(params.id));
    const { data } = await client.get<unknown>(path, { signal: params.signal });
    // The id of the URL stands when the record carries none (an id the URL holds is ours).
    const record = withId(endpoint, parseRecord(`GET ${path}`, endpoint.one.record, data));
    return { data: { ...record, id: record.id ?? params.id } };
  }

  async function getMany<T extends RaRecord = RaRecord>(
    resource: string,
    params: GetManyParams<T>,
  ): Promise<GetManyResult<T>>;
  async function getMany(resource: string, params: GetManyParams) {
    const records = await Promise.all(
      params.ids.map((id) => getOne(resource, { id, signal: params.signal })),
    );
    return { data: records.map((result) => result.data) };
  }

  /** The created record is the server's answer over the body sent: no id is ever made up here. */
  async function create<R extends CreatingResource>(
    resource: R,
    params: { data: CreateBody<R> },
  ): Promise<CreateResult<CreatedRecord<R>>>;
  async function create<T extends RaRecord = RaRecord>(
    resource: string,
    params: CreateParams,
  ): Promise<CreateResult<T>>;
  async function create(resource: string, params: CreateParams) {
    const endpoint = endpointOf(resource);
    if (!endpoint.create) throw unsupported(resource, 'create');
    const { path, record } = endpoint.create;
    const { data } = await client.post<unknown>(path, params.data);
    // A 2xx is done: what the answer holds is read, the rest is what was sent.
    // The id stays the server's: none is made up when the answer has none.
    return {
      data: withId(endpoint, { ...params.data, ...parseDone(`POST ${path}`, record, data) }),
    };
  }

  const refuse = (method: string) => (resource: string) =>
    Promise.reject(unsupported(resource, method));

  return {
    getList,
    getOne,
    getMany,
    create,
    getManyReference: refuse('getManyReference'),
    update: refuse('update'),
    updateMany: refuse('updateMany'),
    delete: refuse('delete'),
    deleteMany: refuse('deleteMany'),
  };
};
