/**
 * The cards chosen for a bulk decision, as pure steps over ids. `order` is the cards as shown;
 * the anchor is the card last clicked (or x'd) on its own, where a Shift range starts.
 */
export interface Selection {
  ids: ReadonlySet<number>;
  anchor: number | null;
}

export const NO_SELECTION: Selection = { ids: new Set(), anchor: null };

export const toggle = (selection: Selection, id: number): Selection => {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
};

/**
 * Shift: every card from the anchor to this one takes this card's new state (checked when it
 * was not), as in a file manager or Gmail. Without an anchor on screen it is a plain toggle.
 */
export const toggleRange = (
  selection: Selection,
  id: number,
  order: readonly number[],
): Selection => {
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(id);
  if (from < 0 || to < 0) return toggle(selection, id);
  const on = !selection.ids.has(id);
  const ids = new Set(selection.ids);
  for (const each of order.slice(Math.min(from, to), Math.max(from, to) + 1)) {
    if (on) ids.add(each);
    else ids.delete(each);
  }
  return { ids, anchor: id };
};

/** Select all visible: all of them, or none when all were already chosen. */
export const toggleAll = (selection: Selection, visible: readonly number[]): Selection =>
  visible.length > 0 && visible.every((id) => selection.ids.has(id))
    ? NO_SELECTION
    : { ids: new Set(visible), anchor: selection.anchor };

/** The chosen cards that can still be decided, in the order shown. */
export const chosenIn = (selection: Selection, selectable: readonly number[]): number[] =>
  selectable.filter((id) => selection.ids.has(id));
