import type { ListDeclaration, TotalPath } from '../screen/types';

/** CONTRACT §5: where a paginated answer's total is, unless the list's route says otherwise. */
export const CONTRACT_TOTAL: TotalPath = 'meta.pagination.totalCount';

/** The number at a dotted path of the answer's body (`meta.pagination.total`), if one is there. */
export const totalIn = (body: { meta?: unknown }, path: TotalPath): number | undefined => {
  const found = path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined,
      body,
    );
  if (typeof found === 'number' && Number.isInteger(found) && found >= 0) return found;
  // A count sent as text ("40") is still the count.
  if (typeof found === 'string' && /^\d+$/.test(found)) return Number(found);
  return undefined;
};

/** react-admin's two ways of paging: by a total, or by "is there a next page" (partial). */
export type PageCount =
  | { total: number; pageInfo?: undefined }
  | { total?: undefined; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean } };

const told = new Set<string>();

/**
 * How a list answer is paged: by the total at its route's `totalAt` (CONTRACT §5's by default);
 * with none there, by react-admin's partial pagination, a full page meaning a next one may
 * follow, so no row is out of reach. That mismatch is logged once per list, not per page.
 */
export const pageCount = (
  list: Pick<ListDeclaration, 'name' | 'endpoint' | 'totalAt'>,
  body: { meta?: unknown },
  page: { page: number; perPage: number },
  rows: number,
): PageCount => {
  const path = list.totalAt ?? CONTRACT_TOTAL;
  const total = totalIn(body, path);
  if (total !== undefined) return { total };
  if (!told.has(list.name)) {
    told.add(list.name);
    console.warn(
      `GET ${list.endpoint}: no total at ${path} (meta received: ${JSON.stringify(body.meta) ?? 'nothing'}); ` +
        `the list "${list.name}" pages on without one. Its route's totalAt says where the server writes it.`,
    );
  }
  return { pageInfo: { hasPreviousPage: page.page > 1, hasNextPage: rows >= page.perPage } };
};
