import {
  listViews,
  type ColumnChoice,
  type ListViews,
  type SavedView,
  type ViewStore,
} from './model';

/** Changes one list's entry of the store (its views, its columns). */
export const withListViews = (
  store: ViewStore,
  list: string,
  change: (entry: ListViews) => ListViews,
): ViewStore => {
  const next = change(listViews(store, list));
  return {
    ...store,
    lists: [...store.lists.filter((entry) => entry.list !== list), next],
  };
};

/** A choice showing `shown` in order, every other column of the list hidden. */
export const choiceOf = (all: readonly string[], shown: readonly string[]): ColumnChoice => ({
  shown: [...shown],
  hidden: all.filter((id) => !shown.includes(id)),
});

/** Moves the shown column at `index` by `by` places (clamped). */
export const moveColumn = (shown: readonly string[], index: number, by: number): string[] => {
  const target = Math.min(Math.max(index + by, 0), shown.length - 1);
  const next = [...shown];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved);
  return next;
};

/** A short id for a new view, unique in its list. */
export const newViewId = (taken: readonly SavedView[]): string => {
  let id = '';
  do id = Math.random().toString(36).slice(2, 10);
  while (!id || taken.some((view) => view.id === id));
  return id;
};
