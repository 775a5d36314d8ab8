/**
 * Saved views and chosen columns (docs/decisions.md, "Saved views and chosen columns"): what a
 * list keeps per staff member and how a view travels in an address. Only what a list's first
 * view needs lives here; the store's schema (./storeSchema) and the editing (./edit) load on use.
 */

/** The state a view names: the list's own params (react-admin's) and its visible columns. */
export interface ViewState {
  filter: Record<string, string>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  /** Visible columns in order; none: the columns as they are. */
  columns?: string[];
}

export interface SavedView {
  id: string;
  name: string;
  state: ViewState;
}

/** The chosen columns of a list: shown in this order; hidden; any other column shows at the end. */
export interface ColumnChoice {
  shown: string[];
  hidden: string[];
}

export interface ListViews {
  list: string;
  columns?: ColumnChoice;
  views: SavedView[];
  defaultView?: string;
}

export interface ViewStore {
  version: 1;
  /** A list of entries, not a record: a list named `__proto__` stays data. */
  lists: ListViews[];
}

export const NAME_MAX = 80;

export const EMPTY_STORE: ViewStore = { version: 1, lists: [] };

/** Where a staff member's views live: one key per signed-in user. */
export const storeKey = (userId: string | number) => `console:views:${String(userId)}`;

export const listViews = (store: ViewStore, list: string): ListViews =>
  store.lists.find((entry) => entry.list === list) ?? { list, views: [] };

/** The columns shown, in order: the chosen ones the list still has, then any it gained since. */
export const visibleColumns = (all: readonly string[], choice?: ColumnChoice): string[] => {
  if (!choice) return [...all];
  const known = new Set(all);
  const shown = choice.shown.filter((id) => known.has(id));
  const mentioned = new Set([...choice.shown, ...choice.hidden]);
  const added = all.filter((id) => !mentioned.has(id));
  const result = [...new Set([...shown, ...added])];
  // A list never shows no column: an empty choice is the default.
  return result.length ? result : [...all];
};

// ---- The address of a view -------------------------------------------------------------------

/** Query parameters of a view beside react-admin's own (`filter`, `sort`, `order`, `perPage`). */
export const VIEW_PARAM = 'view';
export const COLUMNS_PARAM = 'columns';

/** The address's params that say what a list shows: with none of them, the default view opens. */
const LIST_PARAMS = ['filter', 'sort', 'order', 'page', 'perPage', VIEW_PARAM, COLUMNS_PARAM];

/** The view a list opened at this address opens with: its default, when the address names no state. */
export const defaultViewAt = (search: string, entry: ListViews): SavedView | undefined => {
  const params = new URLSearchParams(search);
  if (LIST_PARAMS.some((name) => params.has(name))) return undefined;
  return entry.views.find((candidate) => candidate.id === entry.defaultView);
};

/** A view's search string (`?…`): react-admin's list params, its columns and its name. */
export const viewSearch = (state: ViewState, name?: string): string => {
  const params = new URLSearchParams();
  params.set('filter', JSON.stringify(state.filter));
  if (state.sort) {
    params.set('sort', state.sort.field);
    params.set('order', state.sort.order);
  }
  params.set('page', '1');
  if (state.perPage) params.set('perPage', String(state.perPage));
  if (state.columns?.length) params.set(COLUMNS_PARAM, state.columns.join(','));
  if (name) params.set(VIEW_PARAM, name);
  return `?${params.toString()}`;
};

/** What a list can take: its columns, its filters (with a test of each value) and sort fields. */
export interface ListShape {
  columns: readonly string[];
  /** Each filter the list has, and whether a value is one it takes. */
  filters: Readonly<Record<string, (value: string) => boolean>>;
  /** The sort fields it takes. */
  sortFields: readonly string[];
}

export interface Dropped {
  columns: string[];
  filters: string[];
  sort?: string;
}

/** Two view names are one name when they differ only by outer spaces or case ("Mine", "mine "). */
export const sameViewName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The name a view's address gives, as shown (trimmed, at most NAME_MAX characters). */
export const viewNameOf = (search: string): string | undefined =>
  new URLSearchParams(search).get(VIEW_PARAM)?.trim().slice(0, NAME_MAX) || undefined;
