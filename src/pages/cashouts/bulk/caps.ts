import type { Cashout } from '../calls';

/**
 * The caps of one batch: what a single mistaken click can move at most. See docs/decisions.md,
 * "Manage Cashouts: bulk decisions".
 */
export const MAX_BATCH_CASHOUTS = 25;
export const MAX_BATCH_CENTS = 500_000;

/** An amount in whole cents: sums of dollars as floats drift (0.1 + 0.2), sums of cents do not. */
export const toCents = (amount: number): number => Math.round(amount * 100);

export const totalCents = (chosen: readonly Pick<Cashout, 'amount'>[]): number =>
  chosen.reduce((sum, cashout) => sum + toCents(cashout.amount), 0);

export type CapExceeded =
  | { cap: 'count'; limit: number; actual: number }
  | { cap: 'amount'; limitCents: number; actualCents: number };

/** Every cap the batch is over; empty when it may be sent. */
export const capsExceeded = (chosen: readonly Pick<Cashout, 'amount'>[]): CapExceeded[] => {
  const over: CapExceeded[] = [];
  if (chosen.length > MAX_BATCH_CASHOUTS)
    over.push({ cap: 'count', limit: MAX_BATCH_CASHOUTS, actual: chosen.length });
  const cents = totalCents(chosen);
  if (cents > MAX_BATCH_CENTS)
    over.push({ cap: 'amount', limitCents: MAX_BATCH_CENTS, actualCents: cents });
  return over;
};
