import type { Locator, Page } from 'playwright-core';
import { cashouts } from '../../mocks/db/cashouts';
import { SIGNED_IN_ADMIN, users } from '../../mocks/db/people';
import type { BrowserSuite } from './harness';

export const DECIDE = '/admin/solvers/cashouts/decide';
export const CASHOUTS_PATH = '/admin/students/cashouts';

/** The pending cashouts, oldest first (the cards' order), with their users' names. */
export const pendingCashouts = () =>
  cashouts()
    .filter((cashout) => cashout.status === 'pending')
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((row) => ({ id: row.id, name: users().get(row.userId)!.name, cents: row.cents }));

/** The signed-in staff member's undo window, as the page's setting keeps it. */
export const undoSecondsKey = `admin-console:cashouts:undo-seconds:${SIGNED_IN_ADMIN.id}`;

/**
 * Opens Manage Cashouts with the staff member's undo window set beforehand, and optionally a
 * fake clock (Playwright's), so a test moves time on instead of waiting for it.
 */
export const openDesk = async (
  suite: BrowserSuite,
  { undoSeconds, clock = false }: { undoSeconds?: 0 | 5 | 10; clock?: boolean } = {},
) =>
  suite.open(CASHOUTS_PATH, {
    storage: undoSeconds === undefined ? undefined : { [undoSecondsKey]: String(undoSeconds) },
    clock,
  });

export const cardOf = async (page: Page, name: string) => {
  const card = page.getByRole('region', { name }).first();
  await card.getByRole('button', { name: /^Actions/ }).waitFor();
  return card;
};

export const chooseDecision = async (card: Locator, label: string) => {
  await card.getByRole('button', { name: /^Actions/ }).click();
  await card.page().getByRole('menuitem', { name: label }).click();
};

export const chooseReason = async (card: Locator, label: string) => {
  await card.getByRole('combobox', { name: 'Decline reason' }).click();
  await card.page().getByRole('option', { name: label }).click();
};

export const isFocused = (locator: Locator) =>
  locator.evaluate((node) => node === document.activeElement);
