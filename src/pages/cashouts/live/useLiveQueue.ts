import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Cashout, CashoutsSummary } from '../calls';
import type { Desk } from '../desk/deskStore';
import { mergeLive, showWaiting, type LiveQueue } from './liveQueue';
import { useRereads } from './useRereads';

const NOTHING: LiveQueue = { cards: [], gone: new Set(), waiting: [] };

const focusCard = (id: number) =>
  document.querySelector<HTMLElement>(`[data-cashout-card="${id}"]`)?.focus();

/**
 * The queue as shown: each read of the pending list merged in (mergeLive), re-read on focus and
 * every minute while visible; a card gone from the list is final here as "Decided elsewhere",
 * and a decision held on it is dropped, never sent.
 */
export const useLiveQueue = (
  data: CashoutsSummary | undefined,
  refetch: (options: { cancelRefetch: boolean }) => Promise<unknown>,
  desk: Desk,
) => {
  const translate = useTranslate();
  const [queue, setQueue] = useState<LiveQueue | null>(null);
  const [merged, setMerged] = useState<CashoutsSummary | undefined>(undefined);
  if (data && data !== merged) {
    setMerged(data);
    setQueue(mergeLive(queue, data.cashouts));
  }
  const shown = queue ?? NOTHING;

  useEffect(() => {
    const label = translate('app.cashouts.live.decided_elsewhere');
    // One this tab sent whose answer was lost is its own decision, not someone else's.
    const unconfirmed = translate('app.cashouts.live.unconfirmed');
    for (const id of shown.gone) desk.settleOutside(id, 'elsewhere', label, unconfirmed);
  }, [shown.gone, desk, translate]);

  useRereads(useCallback(() => void refetch({ cancelRefetch: false }), [refetch]));

  const byId = useMemo(
    () => new Map([...shown.cards, ...shown.waiting].map((card) => [card.id, card])),
    [shown],
  );
  // Stable, so what reads it on a settled decision (the log) is not drawn again on each re-read.
  const latest = useRef(byId);
  useEffect(() => {
    latest.current = byId;
  }, [byId]);
  const cashoutOf = useCallback((id: number): Cashout | undefined => latest.current.get(id), []);

  const show = () => {
    const first = shown.waiting[0];
    setQueue((current) => current && showWaiting(current));
    // The first new card takes the focus once drawn: the keyboard queue goes on from there.
    if (first) window.setTimeout(() => focusCard(first.id), 0);
  };

  return { ...shown, cashoutOf, show };
};
