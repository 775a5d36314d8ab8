import * as z from 'zod/mini';
import { EMPTY_STORE, NAME_MAX, type ListViews, type ViewStore } from './model';

/**
 * The store's schema: loaded on use (./viewStore reads a stored text with it), so a list's first
 * view carries none of it (docs/decisions.md, "Saved views and chosen columns").
 */

export const COLUMN_ID = /^[A-Za-z0-9_.-]+$/;

const columnIds = z.array(z.string().check(z.regex(COLUMN_ID)));
const viewStateSchema = z.object({
  filter: z.record(z.string(), z.string()),
  sort: z.optional(
    z.object({ field: z.string(), order: z.union([z.literal('ASC'), z.literal('DESC')]) }),
  ),
  perPage: z.optional(z.number()),
  columns: z.optional(columnIds),
});
const storeSchema = z.object({
  version: z.literal(1),
  lists: z.array(
    z.object({
      list: z.string(),
      columns: z.optional(z.object({ shown: columnIds, hidden: columnIds })),
      views: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          state: viewStateSchema,
        }),
      ),
      defaultView: z.optional(z.string()),
    }),
  ),
});

/** The store as read: `reset` when something was there that could not be read. */
export const parseStore = (text: string | null): { store: ViewStore; reset: boolean } => {
  if (text === null) return { store: EMPTY_STORE, reset: false };
  try {
    const parsed = storeSchema.safeParse(JSON.parse(text));
    if (parsed.success && parsed.data.lists.every(sound))
      return { store: filterFilters(parsed.data), reset: false };
  } catch {
    // not JSON: reset below
  }
  return { store: EMPTY_STORE, reset: true };
};

/** What the schema leaves to plain tests: names of 1 to NAME_MAX characters, whole page sizes. */
const sound = (entry: ListViews) =>
  entry.views.every(
    ({ name, state }) =>
      name.length > 0 &&
      name.length <= NAME_MAX &&
      (state.perPage === undefined || (Number.isInteger(state.perPage) && state.perPage > 0)),
  );

/** zod's record keeps a `__proto__` key as an own key; a filter with that name is dropped. */
const filterFilters = (store: ViewStore): ViewStore => ({
  ...store,
  lists: store.lists.map((entry) => ({
    ...entry,
    views: entry.views.map((view) => ({
      ...view,
      state: { ...view.state, filter: ownFilter(view.state.filter) },
    })),
  })),
});

export const ownFilter = (filter: Record<string, unknown>): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === '__proto__' || typeof value !== 'string' || value === '') continue;
    Object.defineProperty(result, key, { value, enumerable: true, writable: true });
  }
  return result;
};
