import type { Cashout } from './calls';

export interface KnownCashouts {
  cards: Cashout[];
  /** Shown before but missing from the latest list: decided elsewhere (or by a timed-out request). */
  gone: Set<number>;
}

/** Keeps every card shown so far, in order, so a refresh never makes a card vanish under the user. */
export const mergeCashouts = (
  previous: KnownCashouts,
  fresh: readonly Cashout[],
): KnownCashouts => {
  const freshIds = new Set(fresh.map((cashout) => cashout.id));
  const byId = new Map(fresh.map((cashout) => [cashout.id, cashout]));
  const kept = previous.cards.map((card) => byId.get(card.id) ?? card);
  const knownIds = new Set(kept.map((card) => card.id));
  const cards = [...kept, ...fresh.filter((cashout) => !knownIds.has(cashout.id))];
  return {
    cards,
    gone: new Set(cards.filter((card) => !freshIds.has(card.id)).map((card) => card.id)),
  };
};

export const NO_CASHOUTS: KnownCashouts = { cards: [], gone: new Set() };
