import { stateOf } from './applyView';
import { choiceOf, newViewId, withListViews } from './edit';
import { COLUMNS_PARAM, VIEW_PARAM, viewSearch, type ListViews, type SavedView } from './model';
import type { ListViewsApi } from './useListViews';
import { viewStore } from './viewStore';

/**
 * What the Views menu, the Columns panel and the dialogs do to a list's views (loaded with
 * them, on first use). Each writes the store; the address follows where it names the view.
 */
export const viewActions = (views: ListViewsApi) => {
  const { config, user, entry, search, navigate, viewName } = views;
  const { list } = config;
  const update = (change: (current: ListViews) => ListViews) =>
    void viewStore
      .load(user)
      .then((store) => viewStore.set(user, withListViews(store, list, change)));
  const replaceSearch = (next: string) => void navigate({ search: next }, { replace: true });
  /** The address without the view's name (and its columns), if it names one. */
  const leaveView = () => {
    const params = new URLSearchParams(search);
    if (!params.has(COLUMNS_PARAM) && !params.has(VIEW_PARAM)) return;
    params.delete(COLUMNS_PARAM);
    params.delete(VIEW_PARAM);
    replaceSearch(`?${params.toString()}`);
  };
  const withoutDefault = ({ defaultView: _default, ...rest }: ListViews): ListViews => rest;

  return {
    /** Shows these columns in this order (null: the list's default); the address's view ends. */
    setColumns: (next: string[] | null) => {
      update(({ columns: _previous, ...rest }) =>
        next ? { ...rest, columns: choiceOf(config.shape.columns, next) } : rest,
      );
      leaveView();
    },
    saveView: (name: string, asDefault: boolean) => {
      const view: SavedView = {
        id: newViewId(entry.views),
        name,
        state: stateOf(search, config, views.shown ?? []),
      };
      update((current) => ({
        ...current,
        views: [...current.views, view],
        ...(asDefault ? { defaultView: view.id } : {}),
      }));
      replaceSearch(viewSearch(view.state, view.name));
    },
    renameView: (id: string, name: string) => {
      update((current) => ({
        ...current,
        views: current.views.map((view) => (view.id === id ? { ...view, name } : view)),
      }));
      if (entry.views.find((view) => view.id === id)?.name === viewName) {
        const params = new URLSearchParams(search);
        params.set(VIEW_PARAM, name);
        replaceSearch(`?${params.toString()}`);
      }
    },
    /** Deletes a view; the default it was is cleared, and the address no longer names it. */
    deleteView: (id: string) => {
      update((current) => {
        const views = current.views.filter((view) => view.id !== id);
        return current.defaultView === id
          ? { ...withoutDefault(current), views }
          : { ...current, views };
      });
      if (entry.views.find((view) => view.id === id)?.name === viewName) leaveView();
    },
    /** Undo of a delete: the view back where it was, and the default again if it was. */
    restoreView: (view: SavedView, at: number, wasDefault: boolean) =>
      update((current) => {
        if (current.views.some((other) => other.id === view.id)) return current;
        const restored = [...current.views];
        restored.splice(Math.min(at, restored.length), 0, view);
        return { ...current, views: restored, ...(wasDefault ? { defaultView: view.id } : {}) };
      }),
    setDefaultView: (id: string | null) =>
      update((current) => (id ? { ...current, defaultView: id } : withoutDefault(current))),
    openView: (view: SavedView) => void navigate({ search: viewSearch(view.state, view.name) }),
    /** The list with no view: its defaults, no search. */
    openPlain: () => void navigate({ search: viewSearch({ filter: {}, ...config.defaults }) }),
  };
};
