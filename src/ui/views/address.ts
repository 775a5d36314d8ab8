import { COLUMNS_PARAM, viewNameOf, type Dropped, type ListShape, type ViewState } from './model';
import { COLUMN_ID, ownFilter } from './storeSchema';

/**
 * Reading a view from an address and fitting it to its list: loaded only when an address names a
 * view or columns, or when a view is saved (docs/decisions.md, "Saved views and chosen columns").
 */

/** The view a search string names (its name, if any), whatever the address holds. */
export const readViewSearch = (search: string): { state: ViewState; name?: string } => {
  const params = new URLSearchParams(search);
  let filter: Record<string, string> = {};
  try {
    const raw: unknown = JSON.parse(params.get('filter') ?? '{}');
    if (raw && typeof raw === 'object' && !Array.isArray(raw))
      filter = ownFilter(raw as Record<string, unknown>);
  } catch {
    // an unreadable filter is no filter
  }
  const state: ViewState = { filter };
  const field = params.get('sort');
  if (field) state.sort = { field, order: params.get('order') === 'ASC' ? 'ASC' : 'DESC' };
  const perPage = Number(params.get('perPage'));
  if (Number.isInteger(perPage) && perPage > 0) state.perPage = perPage;
  const columns = params.get(COLUMNS_PARAM);
  if (columns !== null) state.columns = columns.split(',').filter((id) => COLUMN_ID.test(id));
  const name = viewNameOf(search);
  return name ? { state, name } : { state };
};

/** The view as far as the list can take it, and what it had to leave out. */
export const fitView = (
  state: ViewState,
  shape: ListShape,
): { state: ViewState; dropped: Dropped } => {
  const dropped: Dropped = { columns: [], filters: [] };
  const filter: Record<string, string> = {};
  for (const [key, value] of Object.entries(state.filter)) {
    const takes = Object.hasOwn(shape.filters, key) ? shape.filters[key] : undefined;
    if (takes?.(value)) filter[key] = value;
    else dropped.filters.push(key);
  }
  const fitted: ViewState = { filter };
  if (state.sort) {
    if (shape.sortFields.includes(state.sort.field)) fitted.sort = state.sort;
    else dropped.sort = state.sort.field;
  }
  if (state.perPage) fitted.perPage = state.perPage;
  if (state.columns) {
    const known = state.columns.filter((id) => shape.columns.includes(id));
    dropped.columns = state.columns.filter((id) => !shape.columns.includes(id));
    if (known.length) fitted.columns = known;
  }
  return { state: fitted, dropped };
};

export const droppedAnything = (dropped: Dropped) =>
  dropped.columns.length > 0 || dropped.filters.length > 0 || dropped.sort !== undefined;
