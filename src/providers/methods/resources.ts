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
import { pageCount, type PageCount } from '../listTotal';
import { shapesOf, type ListDeclaration } from '../../screen/types';
import {
  resourceEndpoints,
  type CreateBody,
  type CreatedRecord,
  type CreatingName,
  type DetailName,
  type ListRecord,
  type ListRow,
  type ResourceEndpoint,
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
export const createResourceMethods = <L extends ListDeclaration>(
  client: HttpClient,
  lists: readonly L[],
) => {
  type Named<R> = Extract<L, { name: R }>;
  const endpoints = resourceEndpoints<ListDeclaration>(lists);
  const endpointOf = (resource: string): ResourceEndpoint => {
    if (!Object.hasOwn(endpoints, resource)) {
      throw new ApiError({ message: `Unknown resource "${resource}"`, status: 0, kind: 'shape' });
    }
    return endpoints[resource];
  };

  async function getList<R extends L['name']>(
    resource: R,
    params: GetListParams,
  ): Promise<{ data: ListRow<Named<R>>[] } & PageCount>;
  async function getList<T extends RaRecord = RaRecord>(
    resource: string,
    params: GetListParams,
  ): Promise<GetListResult<T>>;
  async function getList(resource: string, params: GetListParams) {
    const endpoint = endpointOf(resource);
    // The shapes' module loads while the request is out (it is the screen's chunk's already).
    const [{ row }, { data, meta }] = await Promise.all([
      shapesOf(endpoint),
      client.get<unknown>(endpoint.list, {
        query: toListQuery(params, endpoint),
        signal: params.signal,
      }),
    ]);
    const id = endpoint.idField ?? 'id';
    const rows = parseRows(`GET ${endpoint.list}`, row, data, { id });
    const page = params.pagination ?? { page: 1, perPage: Number.POSITIVE_INFINITY };
    return {
      // A row without an id (an id of ours) is keyed by its place in the list.
      data: rows.map((row, index) => withId(endpoint, row, `#${offsetOf(params) + index}`)),
      ...pageCount(endpoint, { meta }, page, rows.length),
    };
  }

  async function getOne<R extends DetailName<L>>(
    resource: R,
    params: GetOneParams,
  ): Promise<GetOneResult<ListRecord<Named<R>>>>;
  async function getOne<T extends RaRecord = RaRecord>(
    resource: string,
    params: GetOneParams<T>,
  ): Promise<GetOneResult<T>>;
  async function getOne(resource: string, params: GetOneParams) {
    const endpoint = endpointOf(resource);
    const { one } = await shapesOf(endpoint);
    if (!one) throw unsupported(resource, 'getOne');
    const path = one.path(String(params.id));
    const { data } = await client.get<unknown>(path, { signal: params.signal });
    // The id of the URL stands when the record carries none (an id the URL holds is ours).
    const record = withId(endpoint, parseRecord(`GET ${path}`, one.record, data));
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
  async function create<R extends CreatingName<L>>(
    resource: R,
    params: { data: CreateBody<Named<R>> },
  ): Promise<CreateResult<CreatedRecord<Named<R>>>>;
  async function create<T extends RaRecord = RaRecord>(
    resource: string,
    params: CreateParams,
  ): Promise<CreateResult<T>>;
  async function create(resource: string, params: { data: unknown }) {
    const endpoint = endpointOf(resource);
    const shapes = await shapesOf(endpoint);
    if (!shapes.create) throw unsupported(resource, 'create');
    const { path = endpoint.list, record } = shapes.create;
    const { data } = await client.post<unknown>(path, params.data);
    // A 2xx is done: what the answer holds is read, the rest is what was sent.
    // The id stays the server's: none is made up when the answer has none.
    return {
      data: withId(endpoint, {
        ...(params.data as object),
        ...parseDone(`POST ${path}`, record, data),
      }),
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
