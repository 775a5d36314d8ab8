import type { Query } from '../contract';

/** Where a react-admin resource reads and writes. Adding a list means adding a line here. */
export interface ResourceEndpoint {
  /** GET for getList (paginated, CONTRACT §5). */
  list: string;
  /** Fixed query parameters of the list, e.g. `scope`. */
  fixedQuery?: Query;
  /** Whether the server takes `order=by_<field>_<direction>`. */
  sortable?: boolean;
  /** GET for getOne. */
  one?: (id: string) => string;
  /** POST for create. */
  create?: string;
  /** The record's id, when the server calls it something else. */
  idField?: string;
}

export const RESOURCE_ENDPOINTS = {
  drafts: { list: '/admin/contests', fixedQuery: { scope: 'drafts' } },
  statistics: { list: '/admin/contests', fixedQuery: { scope: 'statistics' } },
  'sales-challenges': { list: '/admin/contests', fixedQuery: { scope: 'sales' } },
  invoices: { list: '/admin/companies/invoices', create: '/admin/companies/invoices' },
  opportunities: {
    list: '/admin/sales/opportunities',
    one: (id: string) => `/admin/sales/opportunity/${encodeURIComponent(id)}`,
  },
  'cashout-report-users': {
    list: '/admin/solvers/cashout_reports/users',
    sortable: true,
    idField: 'userId',
  },
} satisfies Record<string, ResourceEndpoint>;

export type ResourceName = keyof typeof RESOURCE_ENDPOINTS;

export const isKnownResource = (name: string): name is ResourceName => name in RESOURCE_ENDPOINTS;
