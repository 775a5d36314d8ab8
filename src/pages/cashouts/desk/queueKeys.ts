import type { ScreenKey } from '../../../ui/screenKeys';

/** The keyboard queue of Manage Cashouts, as the shortcuts help (`?`) lists it. */
export const QUEUE_KEYS: readonly ScreenKey[] = [
  { keys: ['j', '↓'], labelKey: 'app.cashouts.keys.next' },
  { keys: ['k', '↑'], labelKey: 'app.cashouts.keys.previous' },
  { keys: ['a'], labelKey: 'app.cashouts.keys.approve' },
  { keys: ['d'], labelKey: 'app.cashouts.keys.decline' },
  { keys: ['u'], labelKey: 'app.cashouts.keys.undo' },
  { keys: ['x'], labelKey: 'app.cashouts.bulk.keys.select' },
  { keys: ['Shift+x'], labelKey: 'app.cashouts.bulk.keys.range' },
  { keys: ['Enter'], labelKey: 'app.cashouts.keys.transactions' },
];

export type QueueCommand =
  'next' | 'previous' | 'approve' | 'decline' | 'undo' | 'transactions' | 'select';

const BY_KEY: Record<string, QueueCommand> = {
  j: 'next',
  k: 'previous',
  a: 'approve',
  d: 'decline',
  u: 'undo',
  x: 'select',
  // Shift+x: the range (the Shift is read from the event).
  X: 'select',
};

/**
 * The command of a key press on the desk, or null. Arrows and Enter act only with the focus on
 * a card (or nowhere), so they keep their meaning inside the card's controls.
 */
export const queueCommand = (key: string, onCard: boolean): QueueCommand | null => {
  if (onCard && key === 'ArrowDown') return 'next';
  if (onCard && key === 'ArrowUp') return 'previous';
  if (onCard && key === 'Enter') return 'transactions';
  return BY_KEY[key] ?? null;
};

/** The card after (or before) the current one, staying at the ends; the first when none is. */
export const stepCard = (count: number, current: number, step: 1 | -1): number =>
  current < 0 ? 0 : Math.min(count - 1, Math.max(0, current + step));
