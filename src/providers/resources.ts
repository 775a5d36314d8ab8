import type * as z from 'zod/mini';
import { contestListRowSchema, contestStatisticsRowSchema } from '../contract/contestLists';
import { invoiceRequestSchema, invoiceSchema } from '../contract/companies';
import { opportunityRowSchema, opportunitySchema } from '../contract/opportunities';
import { reportUserSchema } from '../contract/cashoutReport';
import { LIST_ENDPOINTS, type ListEndpoint, type ListResourceName } from './listEndpoints';

/** Where a react-admin resource reads and writes: its list endpoint plus the schemas. */
export interface ResourceEndpoint extends ListEndpoint {
  /** The schema of one list row (rows are salvaged field by field, issue 12 §4). */
  row: z.ZodMiniObject;
  /** GET for getOne, and the schema of its answer. */
  one?: { path: (id: string) => string; record: z.ZodMiniObject };
  /** POST for create: the body sent and the schema of the created record. */
  create?: { path: string; body: z.ZodMiniObject; record: z.ZodMiniObject };
}

const { drafts, statistics, invoices, opportunities } = LIST_ENDPOINTS;

export const RESOURCE_ENDPOINTS = {
  drafts: { ...drafts, row: contestListRowSchema },
  statistics: { ...statistics, row: contestStatisticsRowSchema },
  'sales-challenges': { ...LIST_ENDPOINTS['sales-challenges'], row: contestListRowSchema },
  invoices: {
    ...invoices,
    row: invoiceSchema,
    create: { path: invoices.list, body: invoiceRequestSchema, record: invoiceSchema },
  },
  opportunities: {
    ...opportunities,
    row: opportunityRowSchema,
    one: {
      path: (id: string) => `/admin/sales/opportunity/${encodeURIComponent(id)}`,
      record: opportunitySchema,
    },
  },
  'cashout-report-users': { ...LIST_ENDPOINTS['cashout-report-users'], row: reportUserSchema },
} satisfies Record<ListResourceName, ResourceEndpoint>;

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
