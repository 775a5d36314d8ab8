import type { Cashout, CashoutDecision, DeclineReason } from '../calls';
import type { Desk, Hold } from '../desk/deskStore';
import { capsExceeded, type CapExceeded } from './caps';
import {
  chosenIn,
  NO_SELECTION,
  toggle,
  toggleAll,
  toggleRange,
  type Selection,
} from './selection';
import { createListeners } from '../../../ui/listeners';

/**
 * The bulk decisions of the desk, outside React like the desk itself, so a card's checkbox, the
 * x key and the bar act on one selection and each card re-renders only when its own box does.
 * A batch is one hold of the desk: its undo window, its keys, its sending a few at a time.
 * See docs/decisions.md, "Manage Cashouts: bulk decisions".
 */
export const createBulk = (desk: Desk) => {
  let selection: Selection = NO_SELECTION;
  let cards: readonly Cashout[] = [];
  let gone: ReadonlySet<number> = new Set();
  /** The latest batch as first chosen (its cashouts, decision, reason and keys). */
  let batch: Hold | null = null;
  /** The hold of its latest run: the batch, then a Retry failed. */
  let runHoldId: number | null = null;
  let refused: CapExceeded[] = [];
  let version = 0;
  const listeners = createListeners();
  const emit = () => {
    version += 1;
    listeners.notify();
  };

  /** The cards a bulk decision may take: shown, still pending, with nothing held or under way. */
  const selectable = () =>
    cards
      .filter((cashout) => !gone.has(cashout.id) && desk.card(cashout.id).phase.kind === 'open')
      .map((cashout) => cashout.id);
  const chosen = () => {
    const ids = new Set(chosenIn(selection, selectable()));
    return cards.filter((cashout) => ids.has(cashout.id));
  };
  const select = (next: Selection) => {
    selection = next;
    refused = [];
    emit();
  };

  return {
    subscribe: listeners.subscribe,
    version: () => version,
    /** The cards on show, in order (ranges and select all go by it). */
    show: (next: readonly Cashout[], nextGone: ReadonlySet<number>) => {
      cards = next;
      gone = nextGone;
      emit();
    },
    isSelected: (id: number) => selection.ids.has(id),
    cashoutsOf: (ids: readonly number[]) => cards.filter((cashout) => ids.includes(cashout.id)),
    /** A card's box or x: one card, or with Shift every card from the anchor to it. */
    toggle: (id: number, range: boolean) => {
      if (!selectable().includes(id)) return;
      select(range ? toggleRange(selection, id, selectable()) : toggle(selection, id));
    },
    toggleAll: () => select(toggleAll(selection, selectable())),
    selectable,
    chosen,
    refused: () => refused,
    /** Approve or Decline selected: refused whole over a cap, else one hold for all. */
    decide: (decision: CashoutDecision, reason: DeclineReason | '') => {
      const picked = chosen();
      if (picked.length === 0) return;
      const over = capsExceeded(picked);
      if (over.length > 0) {
        refused = over;
        emit();
        return;
      }
      const hold = desk.choose(
        picked.map((cashout) => cashout.id),
        decision,
        reason,
      );
      if (!hold) return;
      batch = hold;
      runHoldId = hold.id;
      selection = NO_SELECTION;
      refused = [];
      emit();
    },
    batch: () => batch,
    runHoldId: () => runHoldId,
    /** Undo of the batch: nothing leaves, and its cards are selected again, to be changed. */
    undo: () => {
      if (!batch || runHoldId === null || !desk.undo(runHoldId)) return;
      selection = { ids: new Set(batch.cashoutIds), anchor: null };
      batch = null;
      runHoldId = null;
      emit();
    },
    sendNow: () => {
      if (runHoldId !== null) desk.sendNow(runHoldId);
    },
    /** Only the failed ones, under the keys they had (the desk keeps that promise). */
    retry: (failed: readonly number[]) => {
      if (!batch) return;
      const hold = desk.retry(batch, failed);
      if (!hold) return;
      runHoldId = hold.id;
      emit();
    },
  };
};

export type Bulk = ReturnType<typeof createBulk>;
