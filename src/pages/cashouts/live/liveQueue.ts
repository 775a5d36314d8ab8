import type { Cashout } from '../calls';
import { mergeCashouts, NO_CASHOUTS, type KnownCashouts } from '../knownCashouts';

/** The cards on the page, and the cashouts that arrived since, waiting until staff show them. */
export interface LiveQueue extends KnownCashouts {
  /** New in the latest read and not shown yet: behind the "N new" banner, in the list's order. */
  waiting: Cashout[];
}

const FIELDS = [
  'user_name',
  'user_path',
  'user_email',
  'user_id',
  'type',
  'declined',
  'timestamp',
  'amount',
] as const satisfies readonly (keyof Cashout)[];

/** The card shown before when nothing on it changed, so an unchanged card is not drawn again. */
const sameOr = (previous: Cashout, fresh: Cashout) =>
  FIELDS.every((field) => Object.is(previous[field], fresh[field])) ? previous : fresh;

/**
 * A read of the pending list merged into what is shown (docs/decisions.md, "Manage Cashouts:
 * the live queue"). The first read (`previous` null) shows everything. After that no card moves or vanishes under
 * the pointer: a shown card missing from the read stays, marked gone; a shown card still listed
 * takes the read's values; a new cashout waits behind the banner (and leaves it again if it is
 * no longer pending before it was shown).
 */
export const mergeLive = (previous: LiveQueue | null, fresh: readonly Cashout[]): LiveQueue => {
  if (!previous) return { ...mergeCashouts(NO_CASHOUTS, fresh), waiting: [] };
  const shown = new Map(previous.cards.map((card) => [card.id, card]));
  const kept = fresh.flatMap((cashout) => {
    const before = shown.get(cashout.id);
    return before ? [sameOr(before, cashout)] : [];
  });
  const waitingBefore = new Map(previous.waiting.map((card) => [card.id, card]));
  const waiting = fresh
    .filter((cashout) => !shown.has(cashout.id))
    .map((cashout) => {
      const before = waitingBefore.get(cashout.id);
      return before ? sameOr(before, cashout) : cashout;
    });
  return { ...mergeCashouts(previous, kept), waiting };
};

/** Staff chose to see the new cashouts: they join the end of the cards. */
export const showWaiting = (queue: LiveQueue): LiveQueue =>
  queue.waiting.length === 0
    ? queue
    : { cards: [...queue.cards, ...queue.waiting], gone: queue.gone, waiting: [] };
