import { newViewId } from './edit';
import {
  choiceOf,
  COLUMNS_PARAM,
  VIEW_PARAM,
  viewSearch,
  type ListViews,
  type SavedView,
} from './model';
import { stateOf } from './applyView';
import type { ListViewsApi } from './useListViews';

/**
 * What the Views menu, the Columns panel and the dialogs do to a list's views (loaded with
 * them, on first use). Each writes the store; the address follows where it names the view.
 */
export const viewActions = (views: ListViewsApi) => {
  const { config, entry, search, navigate, update, viewName } = views;
  const replaceSearch = (next: string) => void navigate({ search: next }, { replace: true });
  const withoutDefault = ({ defaultView: _default, ...rest }: ListViews): ListViews => rest;

  return {
    /** Shows these columns in this order (null: the list's default); the address's view ends. */
    setColumns: (next: string[] | null) => {
      update(({ columns: _previous, ...rest }) =>
        next ? { ...rest, columns: choiceOf(config.shape.columns, next) } : rest,
      );
      const params = new URLSearchParams(search);
      if (params.has(COLUMNS_PARAM) || params.has(VIEW_PARAM)) {
        params.delete(COLUMNS_PARAM);
        params.delete(VIEW_PARAM);
        replaceSearch(`?${params.toString()}`);
      }
    },
    saveView: (name: string, asDefault: boolean) => {
      const view: SavedView = {
        id: newViewId(entry.views),
        name,
        state: stateOf(search, config, views.shown),
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
    deleteView: (id: string) =>
      update((current) => {
        const views = current.views.filter((view) => view.id !== id);
        return current.defaultView === id
          ? { ...withoutDefault(current), views }
          : { ...current, views };
      }),
    setDefaultView: (id: string | null) =>
      update((current) => (id ? { ...current, defaultView: id } : withoutDefault(current))),
    openView: (view: SavedView) => void navigate({ search: viewSearch(view.state, view.name) }),
    /** The list with no view: its defaults, no search. */
    openPlain: () => void navigate({ search: viewSearch({ filter: {}, ...config.defaults }) }),
  };
};
