import type { Page } from 'playwright-core';
import { cashouts } from '../../mocks/db/cashouts';

/**
 * Puts decided cashouts of the seed back in the pending list (one per solver), so the desk has
 * `count` more cards than the seed's twelve: a queue long enough for the caps and the bench.
 */
export const reopenCashouts = (count: number) => {
  const pendingUsers = new Set(
    cashouts()
      .filter((row) => row.status === 'pending')
      .map((row) => row.userId),
  );
  const reopened = cashouts()
    .filter((row) => row.status !== 'pending' && !pendingUsers.has(row.userId) && row.cents > 0)
    .filter((row, index, rows) => rows.findIndex((other) => other.userId === row.userId) === index)
    .slice(0, count);
  for (const row of reopened)
    cashouts().update(row.id, { status: 'pending', reason: null, action: null, decidedAt: null });
  return reopened.map((row) => row.id);
};

/** The bar of bulk decisions above the cards. */
export const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk decisions' });

/** A card by its cashout id (a solver may have several cards). */
export const cardById = (page: Page, id: number) => page.locator(`[data-cashout-card="${id}"]`);

export const selectBox = (page: Page, id: number) =>
  cardById(page, id).getByRole('checkbox', { name: /^Select the cashout of / });
