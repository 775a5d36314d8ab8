import type { Query } from '../contract';
import type { ResourceEndpoint } from './resources';

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = [25, 50, 75, 100, 200, 500] as const;

/** `{ field: 'created_at', order: 'DESC' }` → `by_created_at_desc`; a field given as `by_x` is kept. */
export const toOrder = (sort: { field: string; order: string }): string => {
  const field = sort.field.startsWith('by_') ? sort.field : `by_${sort.field}`;
  return `${field}_${sort.order.toLowerCase() === 'asc' ? 'asc' : 'desc'}`;
};

const isQueryScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** react-admin's getList params → the server's query (CONTRACT §4); empty values are left out. */
export const toListQuery = (params: ListParams, endpoint: Partial<ResourceEndpoint>): Query => {
  const query: Query = { ...endpoint.fixedQuery };
  const { page = 1, perPage = DEFAULT_PAGE_SIZE } = params.pagination ?? {};
  query.page = page;
  query.limit = perPage;
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    const name = key === 'q' ? 'search' : key;
    if (Array.isArray(value)) query[name] = value.filter(isQueryScalar).map(String);
    else if (isQueryScalar(value) && value !== '')
      query[name] = typeof value === 'string' ? value.trim() || undefined : value;
  }
  if (endpoint.sortable && params.sort?.field && params.sort.field !== 'id')
    query.order = toOrder(params.sort);
  return query;
};
