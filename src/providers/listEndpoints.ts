import type { Query } from '../contract';

/**
 * Where each list reads, as plain data with no schema: the dataProvider's endpoint table adds
 * the row schemas to it, and the entry reads it to send a list page's first request before the
 * console's code has arrived (issue 22 §1). Both build the query with `toListQuery`.
 */
export interface ListEndpoint {
  /** GET for getList (paginated, CONTRACT §5). */
  list: string;
  /** Fixed query parameters of the list, e.g. `scope`. */
  fixedQuery?: Query;
  /** Whether the server takes `order=by_<field>_<direction>`. */
  sortable?: boolean;
  /** The record's id, when the server calls it something else. */
  idField?: string;
}

export const LIST_ENDPOINTS = {
  drafts: { list: '/admin/contests', fixedQuery: { scope: 'drafts' } },
  statistics: { list: '/admin/contests', fixedQuery: { scope: 'statistics' } },
  'sales-challenges': { list: '/admin/contests', fixedQuery: { scope: 'sales' } },
  invoices: { list: '/admin/companies/invoices' },
  opportunities: { list: '/admin/sales/opportunities' },
  'cashout-report-users': {
    list: '/admin/solvers/cashout_reports/users',
    sortable: true,
    idField: 'userId',
  },
} satisfies Record<string, ListEndpoint>;

export type ListResourceName = keyof typeof LIST_ENDPOINTS;
