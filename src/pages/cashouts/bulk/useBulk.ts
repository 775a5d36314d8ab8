import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { Desk } from '../desk/deskStore';
import { createBulk, type Bulk } from './bulkStore';

/** The page's bulk decisions, handed to the cards without a prop through every layer. */
export const BulkContext = createContext<Bulk | null>(null);

export const useCreateBulk = (desk: Desk): Bulk => useState(() => createBulk(desk))[0];

const NONE = () => () => undefined;

/** Whether a card's box is checked; the card re-renders only when that changes. */
export const useCardSelected = (bulk: Bulk | null, id: number) =>
  useSyncExternalStore(bulk?.subscribe ?? NONE, () => bulk?.isSelected(id) ?? false);

/** Whether a held decision is the batch's (its Undo and Send now are the bar's). */
export const useIsBatchHold = (holdId: number | null) => {
  const bulk = useContext(BulkContext);
  return useSyncExternalStore(
    bulk?.subscribe ?? NONE,
    () => holdId !== null && bulk?.runHoldId() === holdId,
  );
};

/** Whether the cashout belongs to the latest batch (its failure is shown on the card). */
export const useInBatch = (id: number) => {
  const bulk = useContext(BulkContext);
  return useSyncExternalStore(
    bulk?.subscribe ?? NONE,
    () => bulk?.batch()?.cashoutIds.includes(id) ?? false,
  );
};
