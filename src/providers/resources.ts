import type * as z from 'zod/mini';
import type { Query } from '../contract';
import { contestListRowSchema, contestStatisticsRowSchema } from '../contract/contestLists';
import { invoiceRequestSchema, invoiceSchema } from '../contract/companies';
import { opportunityRowSchema, opportunitySchema } from '../contract/opportunities';
import { reportUserSchema } from '../contract/cashoutReport';

/** Where a react-admin resource reads and writes. Adding a list means adding a line here. */
export interface ResourceEndpoint {
  /** GET for getList (paginated, CONTRACT §5). */
  list: string;
  /** The schema of one list row (rows are salvaged field by field, issue 12 §4). */
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

export const RESOURCE_ENDPOINTS = {
  drafts: { list: '/admin/contests', row: contestListRowSchema, fixedQuery: { scope: 'drafts' } },
  statistics: {
    list: '/admin/contests',
    row: contestStatisticsRowSchema,
    fixedQuery: { scope: 'statistics' },
  },
  'sales-challenges': {
    list: '/admin/contests',
    row: contestListRowSchema,
    fixedQuery: { scope: 'sales' },
  },
  invoices: {
    list: '/admin/companies/invoices',
    row: invoiceSchema,
    create: {
      path: '/admin/companies/invoices',
      body: invoiceRequestSchema,
      record: invoiceSchema,
    },
  },
  opportunities: {
    list: '/admin/sales/opportunities',
    row: opportunityRowSchema,
    one: {
      path: (id: string) => `/admin/sales/opportunity/${encodeURIComponent(id)}`,
      record: opportunitySchema,
    },
  },
  'cashout-report-users': {
    list: '/admin/solvers/cashout_reports/users',
    row: reportUserSchema,
    sortable: true,
    idField: 'userId',
  },
} satisfies Record<string, ResourceEndpoint>;

export type ResourceName = keyof typeof RESOURCE_ENDPOINTS;
type Endpoints = typeof RESOURCE_ENDPOINTS;

export const isKnownResource = (name: string): name is ResourceName => name in RESOURCE_ENDPOINTS;

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
