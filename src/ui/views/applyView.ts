import { droppedAnything, fitView, readViewSearch } from './address';
import { choiceOf, withListViews } from './edit';
import {
  COLUMNS_PARAM,
  listViews,
  VIEW_PARAM,
  viewSearch,
  visibleColumns,
  type ViewState,
} from './model';
import type { AddressContext, ListViewsConfig } from './useListViews';
import { viewStore } from './viewStore';

/** The view state of an address, as the list shows it (defaults filled in, only what it takes). */
export const stateOf = (search: string, config: ListViewsConfig, columns: string[]): ViewState => {
  const { state } = fitView(readViewSearch(search).state, config.shape);
  return {
    filter: state.filter,
    sort: state.sort ?? config.defaults.sort,
    perPage: state.perPage ?? config.defaults.perPage,
    columns,
  };
};

/**
 * A view's name and columns belong to its address. react-admin keeps a list's last params (the
 * whole query of its address, under `<resource>.listParams`) and puts them back when the list is
 * next opened without any, in this tab or a new one: kept there, a view's name came back after
 * the view was deleted, and a colleague's shared view looked like one's own.
 */
const forgetView = ({ config, listMemory }: AddressContext) => {
  const key = `${config.list}.listParams`;
  const params: unknown = listMemory.getItem(key);
  if (!params || typeof params !== 'object') return;
  const {
    [VIEW_PARAM]: view,
    [COLUMNS_PARAM]: columns,
    ...rest
  } = params as Record<string, unknown>;
  if (view !== undefined || columns !== undefined) listMemory.setItem(key, rest);
};

/** The key under which the note of a fitted view travels in the history state. */
export const NOTE = 'viewDropped';

/**
 * Applies the view an address names: what the list no longer has is left out (the address is
 * rewritten, the note travels in its history state); its columns become the chosen ones; once
 * the list shown is no longer the view's state, the name leaves the address.
 */
export const applyAddress = async (context: AddressContext) => {
  const { search, config, user, navigate, applied, current } = context;
  // Called after react-admin's own effect has kept this address's params.
  forgetView(context);
  const params = new URLSearchParams(search);
  const read = readViewSearch(search);
  const { state, dropped } = fitView(read.state, config.shape);
  if (droppedAnything(dropped)) {
    const fitted = new URLSearchParams(viewSearch(state, read.name));
    const page = params.get('page');
    if (page) fitted.set('page', page);
    void navigate(
      { search: `?${fitted.toString()}` },
      { replace: true, state: { [NOTE]: { name: read.name ?? '', dropped } } },
    );
    return;
  }
  const { list, shape } = config;
  if (state.columns) {
    const columns = state.columns;
    const store = await viewStore.load(user);
    if (!current()) return;
    if (
      visibleColumns(shape.columns, listViews(store, list).columns).join(',') !== columns.join(',')
    )
      viewStore.set(
        user,
        withListViews(store, list, (entry) => ({
          ...entry,
          columns: choiceOf(shape.columns, columns),
        })),
      );
  }
  if (!read.name) return;
  const now = stateOf(search, config, state.columns ?? []);
  if (applied.current?.name !== read.name) applied.current = { name: read.name, state: now };
  else if (JSON.stringify(applied.current.state) !== JSON.stringify(now)) {
    // The list was changed since the view opened: it no longer shows the view.
    applied.current = null;
    params.delete(VIEW_PARAM);
    params.delete(COLUMNS_PARAM);
    void navigate({ search: `?${params.toString()}` }, { replace: true });
  }
};
