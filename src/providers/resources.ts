import type * as z from 'zod/mini';
import type { Query } from '../contract';
import type { ResourceDeclaration, ResourceDeclarations } from '../screen/resource';

/** Where a react-admin resource reads and writes, as the dataProvider reads it. */
export interface ResourceEndpoint {
  /** GET for getList (paginated, CONTRACT §5). */
  list: string;
  /** The schema of one list row (rows are salvaged field by field). */
  row: z.ZodMiniObject;
  /** Fixed query parameters of the list, e.g. `scope`. */
  fixedQuery?: Query;
  /** Whether the server takes `order=by_<field>_<direction>`. */
  sortable?: boolean;
  /** GET for getOne, and the schema of its answer. */
  one?: { path: (id: string) => string; record: z.ZodMiniObject };
  /** POST for create: the body sent and the schema of the created record. */
  create?: { path: string; body: z.ZodMiniObject; record: z.ZodMiniObject };
  /** The record's id, when the server calls it something else. */
  idField?: string;
}

/** Each folder's declaration, as its index.ts tells the compiler (src/screen/resource.ts). */
type Declaration = ResourceDeclarations[keyof ResourceDeclarations];
type EndpointOf<D> = Omit<D, 'endpoint'> & { list: string };
type Endpoints = { [D in Declaration as D['name']]: EndpointOf<D> };

/** The endpoint table, derived from the list declarations the app hands the dataProvider. */
export const resourceEndpoints = (
  lists: readonly ResourceDeclaration[],
): Record<string, ResourceEndpoint> =>
  Object.fromEntries(
    lists.map((declaration) => [declaration.name, { ...declaration, list: declaration.endpoint }]),
  );

export type ResourceName = keyof Endpoints;

/** Resources with a detail call, and those that create. */
export type DetailResource = {
  [R in ResourceName]: Endpoints[R] extends { one: object } ? R : never;
}[ResourceName];
export type CreatingResource = {
  [R in ResourceName]: Endpoints[R] extends { create: object } ? R : never;
}[ResourceName];

type WithId<T> = T & { id: string | number };
/** A list row of a resource, as parsed (unreadable fields in `_unreadable`). */
export type ResourceRow<R extends ResourceName> = WithId<
  z.output<Endpoints[R]['row']> & { _unreadable?: Record<string, unknown> }
>;
export type ResourceRecord<R extends DetailResource> = WithId<
  z.output<Endpoints[R]['one']['record']>
>;
export type CreateBody<R extends CreatingResource> = z.input<Endpoints[R]['create']['body']>;
export type CreatedRecord<R extends CreatingResource> = WithId<
  z.output<Endpoints[R]['create']['record']>
>;
