import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { useSignedInUser } from '../../api/serverContextReact';
import {
  COLUMNS_PARAM,
  listViews,
  VIEW_PARAM,
  viewNameOf,
  viewSearch,
  visibleColumns,
  withListViews,
  type Dropped,
  type ListShape,
  type ListViews as ListEntry,
  type ViewState,
} from './model';
import { viewStore } from './viewStore';

export interface ListViewsConfig {
  /** The list's key in the store (its resource name). */
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
  /** The view the address named when it was applied, and the state it showed then. */
  applied: RefObject<{ name: string; state: ViewState } | null>;
}

const LIST_PARAMS = ['filter', 'sort', 'order', 'page', 'perPage', VIEW_PARAM, COLUMNS_PARAM];

/** Must match NOTE in ./applyView (kept apart so this first-view code does not load it). */
const NOTE = 'viewDropped';
const droppedOf = (state: unknown): { name: string; dropped: Dropped } | null =>
  state && typeof state === 'object' && Object.hasOwn(state, NOTE)
    ? (state as Record<typeof NOTE, { name: string; dropped: Dropped }>)[NOTE]
    : null;

/**
 * A list's chosen columns and saved views for the signed-in staff member, and the address's view:
 * the list's default view opens when the address names no state; a `view` or `columns` in the
 * address is applied by ./applyView, loaded then (first-view code stays small).
 */
export const useListViews = (config: ListViewsConfig) => {
  const { list, shape } = config;
  const user = useSignedInUser();
  const store = useSyncExternalStore(viewStore.subscribe, () => viewStore.get(user));
  const entry = listViews(store, list);
  const location = useLocation();
  const { search } = location;
  const navigate = useNavigate();
  const [resetNote, setResetNote] = useState(() => viewStore.takeReset(user));
  // What a view had to leave out travels with the address it was fitted to (its history state).
  const dropped = droppedOf(location.state);
  const note: ViewNote = dropped
    ? { kind: 'dropped', ...dropped }
    : resetNote
      ? { kind: 'reset' }
      : null;
  const shown = useMemo(
    () => visibleColumns(shape.columns, entry.columns),
    [shape.columns, entry.columns],
  );
  const update = useCallback(
    (change: (current: ListEntry) => ListEntry) =>
      viewStore.set(user, withListViews(viewStore.get(user), list, change)),
    [user, list],
  );

  // The default view, when the address names no state of the list.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const params = new URLSearchParams(search);
    if (LIST_PARAMS.some((name) => params.has(name))) return;
    const view = entry.views.find((candidate) => candidate.id === entry.defaultView);
    if (view) void navigate({ search: viewSearch(view.state, view.name) }, { replace: true });
  }, [search, entry, navigate]);

  const applied = useRef<{ name: string; state: ViewState } | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(VIEW_PARAM) && !params.has(COLUMNS_PARAM)) {
      applied.current = null;
      return;
    }
    let current = true;
    void import('./applyView').then(({ applyAddress }) => {
      if (current) applyAddress({ search, config, user, navigate, applied });
    });
    return () => {
      current = false;
    };
  }, [search, config, user, navigate]);

  return {
    config,
    entry,
    shown,
    viewName: viewNameOf(search),
    note,
    search,
    navigate,
    update,
    dismissNote: () => {
      setResetNote(false);
      if (dropped) void navigate({ search }, { replace: true, state: null });
    },
  };
};

export type ListViewsApi = ReturnType<typeof useListViews>;
