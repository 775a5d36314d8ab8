import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useStoreContext, type Store } from 'react-admin';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { useSignedInUser } from '../../api/serverContextReact';
import {
  COLUMNS_PARAM,
  defaultViewAt,
  EMPTY_STORE,
  listViews,
  VIEW_PARAM,
  viewNameOf,
  viewSearch,
  visibleColumns,
  type Dropped,
  type ListShape,
  type ViewState,
} from './model';
import { viewStore } from './viewStore';

export interface ListViewsConfig {
  /** The list's key in the store: its resource name, as react-admin's list params are keyed. */
  list: string;
  /** Every column the list can show, in its default order. */
  shape: ListShape;
  /** The list's opening sort and page size: a view's state is read with them filled in. */
  defaults: { sort: { field: string; order: 'ASC' | 'DESC' }; perPage: number };
}

export type ViewNote =
  { kind: 'dropped'; name: string; dropped: Dropped } | { kind: 'reset' } | null;

/** What applying an address's view needs (./applyView, loaded when an address names one). */
export interface AddressContext {
  search: string;
  config: ListViewsConfig;
  user: string | null;
  navigate: NavigateFunction;
  /** react-admin's store, where it keeps each list's last params. */
  listMemory: Store;
  /** The view the address named when it was applied, and the state it showed then. */
  applied: RefObject<{ name: string; state: ViewState } | null>;
  /** False once the address has changed again (the store may take a moment to read). */
  current: () => boolean;
}

/** Must match NOTE in ./applyView (kept apart so this first-view code does not load it). */
const NOTE = 'viewDropped';
const droppedOf = (state: unknown): { name: string; dropped: Dropped } | null =>
  state && typeof state === 'object' && Object.hasOwn(state, NOTE)
    ? (state as Record<typeof NOTE, { name: string; dropped: Dropped }>)[NOTE]
    : null;

/**
 * A list's chosen columns and saved views for the signed-in staff member, and the address's view:
 * the list's default view opens when the address it was opened at named no state; a `view` or
 * `columns` in the address is applied by ./applyView, loaded then (first-view code stays small).
 * `shown` is null while a stored text is being read (see ./viewStore), or while the columns the
 * address names are being applied: the rows wait for them rather than showing other columns first.
 */
export const useListViews = (config: ListViewsConfig) => {
  const { list, shape } = config;
  const user = useSignedInUser();
  const store = useSyncExternalStore(viewStore.subscribe, () => viewStore.get(user));
  const entry = listViews(store ?? EMPTY_STORE, list);
  const location = useLocation();
  const { search } = location;
  const navigate = useNavigate();
  const listMemory = useStoreContext();
  const ready = store !== null;
  const resetNote = useSyncExternalStore(viewStore.subscribe, () => viewStore.wasReset(user));
  // What a view had to leave out travels with the address it was fitted to (its history state).
  const dropped = droppedOf(location.state);
  const note: ViewNote = dropped
    ? { kind: 'dropped', ...dropped }
    : resetNote
      ? { kind: 'reset' }
      : null;
  // The address's columns are applied by ./applyView once its code is in (after the first render).
  const [columnsApplied, setColumnsApplied] = useState<string | null>(null);
  const applying = new URLSearchParams(search).has(COLUMNS_PARAM) && columnsApplied !== search;
  const shown = useMemo(
    () => (ready && !applying ? visibleColumns(shape.columns, entry.columns) : null),
    [ready, applying, shape.columns, entry.columns],
  );

  // The default view, when the address the list was opened at names no state of the list (read
  // then: react-admin may have put its remembered params in the address since).
  const openedAt = useRef(search);
  const opened = useRef(false);
  useEffect(() => {
    if (!ready || opened.current) return;
    opened.current = true;
    const view = defaultViewAt(openedAt.current, entry);
    if (view) void navigate({ search: viewSearch(view.state, view.name) }, { replace: true });
  }, [ready, entry, navigate]);

  const applied = useRef<{ name: string; state: ViewState } | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(VIEW_PARAM) && !params.has(COLUMNS_PARAM)) {
      applied.current = null;
      return;
    }
    let current = true;
    void import('./applyView')
      .then(({ applyAddress }) => {
        if (current)
          return applyAddress({
            search,
            config,
            user,
            navigate,
            listMemory,
            applied,
            current: () => current,
          });
      })
      // Applied, or its code did not arrive: the rows show with the columns there are.
      .catch(() => undefined)
      .then(() => {
        if (current) setColumnsApplied(search);
      });
    return () => {
      current = false;
    };
  }, [search, config, user, navigate, listMemory]);

  return {
    config,
    user,
    entry,
    shown,
    viewName: viewNameOf(search),
    note,
    search,
    navigate,
    dismissNote: () => {
      viewStore.closeReset(user);
      if (dropped) void navigate({ search }, { replace: true, state: null });
    },
  };
};

export type ListViewsApi = ReturnType<typeof useListViews>;
