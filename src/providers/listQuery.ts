import type { Query } from '../contract';
import { setOwn } from '../contract/ownKeys';
import type { FirstRequest, ListDeclaration } from '../screen/types';
import type { ResourceEndpoint } from './resources';
import type { StorageReader } from '../storage/browserStorage';

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = [25, 50, 75, 100, 200, 500] as const;

/** How a list page opens when neither the URL nor the stored params say otherwise. */
export interface ListDefaults {
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
}

export const LIST_DEFAULTS: ListDefaults = {
  sort: { field: 'id', order: 'ASC' },
  perPage: DEFAULT_PAGE_SIZE,
};
type RawParams = Record<string, unknown>;

const parseJson = (text: string | null): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isRecord = (value: unknown): value is RawParams =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numberOr = (value: unknown, fallback: number) => {
  const number = typeof value === 'number' ? value : parseInt(String(value), 10);
  return Number.isNaN(number) ? fallback : number;
};

/** react-admin keeps a list's last params under `RaStore.<resource>.listParams`. */
const storedParams = (
  resource: string,
  storage: StorageReader | undefined,
): RawParams | undefined => {
  try {
    const stored = parseJson(storage?.getItem(`RaStore.${resource}.listParams`) ?? null);
    return isRecord(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};

const hasCustomParams = (params: RawParams | undefined): params is RawParams =>
  Boolean(
    params &&
    isRecord(params.filter) &&
    (Object.keys(params.filter).length > 0 ||
      params.order != null ||
      params.page !== 1 ||
      params.perPage != null ||
      params.sort != null),
  );

/**
 * The params react-admin's list opens with, read as its `useListParams` reads them: the URL's
 * when it has any, else the stored ones when they differ from the defaults, else the defaults.
 * Were they ever to differ, the screen's request would not match and would simply be sent again.
 */
export const openingListParams = (
  resource: string,
  search: string,
  defaults: ListDefaults,
  storage?: StorageReader,
): ListParams => {
  const fromUrl = new URLSearchParams(search);
  const stored = storedParams(resource, storage);
  let raw: RawParams;
  if ([...fromUrl.keys()].length > 0) {
    raw = Object.fromEntries(fromUrl);
    raw.filter = parseJson(fromUrl.get('filter'));
  } else raw = hasCustomParams(stored) ? stored : {};
  const sortField = typeof raw.sort === 'string' && raw.sort ? raw.sort : undefined;
  return {
    pagination: {
      page: numberOr(raw.page ?? 1, 1),
      perPage: numberOr(raw.perPage ?? defaults.perPage, 10),
    },
    sort: sortField ? { field: sortField, order: String(raw.order ?? '') } : { ...defaults.sort },
    filter: isRecord(raw.filter) ? raw.filter : {},
  };
};

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
    // A filter's name comes from the address: set as an own key, whatever it is (ownKeys.ts).
    if (Array.isArray(value)) setOwn(query, name, value.filter(isQueryScalar).map(String));
    else if (isQueryScalar(value) && value !== '')
      setOwn(query, name, typeof value === 'string' ? value.trim() || undefined : value);
  }
  if (endpoint.sortable && params.sort?.field && params.sort.field !== 'id')
    query.order = toOrder(params.sort);
  return query;
};

/** A list's page as a first request: what the dataProvider's getList asks for (`toListQuery`). */
export const listPageRequest = (list: ListDeclaration, params: ListParams): FirstRequest => ({
  path: list.endpoint,
  query: toListQuery(params, list),
});
