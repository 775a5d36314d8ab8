import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import {
  CASHOUTS_PATH,
  cardOf,
  chooseDecision,
  chooseReason,
  DECIDE,
  isFocused,
  openDesk,
  pendingCashouts,
} from './cashoutHelpers';

const LIST = '/admin/solvers/cashouts';

/** The window comes back into focus (what a staff member switching back to it does). */
const focusWindow = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

/** The document as a browser shows it in a background tab, or back in front. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

const cards = (page: Page) => page.locator('[data-cashout-card]');

describe('Manage Cashouts: the live queue', () => {
  const suite = useBrowserSuite();
  const sent = () => suite.mock.journal.find('POST', DECIDE);
  const reads = () => suite.mock.journal.find('GET', LIST).length;

  it('drops a held decision on a card another staff member decided, with a note, and sends nothing', async () => {
    const [first, second] = pendingCashouts();
    const page = await openDesk(suite, { undoSeconds: 10, clock: true });
    const card = await cardOf(page, first.name);
    await chooseDecision(card, 'Approve Cashout');
    await card.getByRole('button', { name: 'Undo' }).waitFor();
    expect(suite.mock.otherStaff.decide(first.id).status).toBe(200);
    await focusWindow(page);
    const locked = card.getByRole('button', { name: 'Decided elsewhere' });
    await locked.waitFor();
    expect(await locked.isDisabled()).toBe(true);
    await card
      .getByText(
        'Decided elsewhere: this cashout is no longer pending. Your Approve Cashout was not sent.',
      )
      .waitFor();
    expect(await card.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(await isFocused(card)).toBe(true);
    await page.clock.runFor(15_000);
    expect(sent()).toEqual([]);
    // Still on the page, where it was: nothing moved under the pointer.
    expect(await cards(page).first().getAttribute('data-cashout-card')).toBe(String(first.id));
    expect(
      await (await cardOf(page, second.name)).getByRole('button', { name: /^Actions/ }).isEnabled(),
    ).toBe(true);
  });

  it('folds away cards decided elsewhere once out of view, never one in view; they are counted and can be shown as one line each', async () => {
    const pending = pendingCashouts();
    const [first] = pending;
    const later = pending.slice(-3);
    const page = await openDesk(suite);
    await cardOf(page, first.name);
    const before = await cards(page).count();
    // Decided by someone else: the first card (in view) and three at the end (out of view).
    for (const { id } of [first, ...later])
      expect(suite.mock.otherStaff.decide(id).status).toBe(200);
    await focusWindow(page);
    await page.getByText('3 cashouts decided elsewhere are folded away.').waitFor();
    expect(await cards(page).count()).toBe(before - 3);
    // The one in view stays where it was, as a full card.
    const inView = page.getByRole('region', { name: first.name }).first();
    await inView.getByRole('button', { name: 'Decided elsewhere' }).waitFor();
    expect(await cards(page).first().getAttribute('data-cashout-card')).toBe(String(first.id));

    await page.getByRole('button', { name: 'Show them' }).click();
    for (const { id } of later)
      expect(await page.locator(`[data-settled-row="${id}"]`).textContent()).toMatch(
        /: Decided elsewhere$/,
      );
    await page.getByRole('button', { name: 'Hide them' }).click();
    expect(await page.locator('[data-settled-row]').count()).toBe(0);
  });

  it('re-reads every minute while visible, never while hidden, and again when shown', async () => {
    const [, second] = pendingCashouts();
    const page = await openDesk(suite, { undoSeconds: 0, clock: true });
    await cardOf(page, second.name);
    await expect.poll(reads).toBe(1);
    suite.mock.otherStaff.decide(second.id);
    await page.clock.runFor(60_000);
    await expect.poll(reads).toBe(2);
    // Once the re-read is drawn the card has no Actions menu left: find it by its name alone.
    const card = page.getByRole('region', { name: second.name }).first();
    await card.getByRole('button', { name: 'Decided elsewhere' }).waitFor();
    await card.getByText('Decided elsewhere: this cashout is no longer pending.').waitFor();
    await setHidden(page, true);
    await focusWindow(page);
    await page.clock.runFor(180_000);
    expect(reads()).toBe(2);
    await setHidden(page, false);
    await expect.poll(reads).toBe(3);
    expect(sent()).toEqual([]);
  });

  it('keeps new cashouts behind an "N new" banner until staff show them', async () => {
    const pending = pendingCashouts();
    const page = await openDesk(suite, { undoSeconds: 0, clock: true });
    await cardOf(page, pending[0].name);
    const added = suite.mock.otherStaff.addCashouts(3);
    await focusWindow(page);
    const banner = page.locator('[data-new-cashouts]');
    await banner.getByText('3 new cashouts have arrived.').waitFor();
    expect(await banner.getAttribute('role')).toBe('status');
    expect(await cards(page).count()).toBe(pending.length);
    await expectNoSeriousViolations(page, '[data-new-cashouts]');
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expectNoSeriousViolations(page, '[data-new-cashouts]');
    await banner.getByRole('button', { name: 'Show 3 new' }).click();
    await expect.poll(() => cards(page).count()).toBe(pending.length + 3);
    const firstNew = page.locator(`[data-cashout-card="${added[0]}"]`);
    await expect.poll(() => isFocused(firstNew)).toBe(true);
    expect(await banner.innerText()).toBe('');
    expect(await cards(page).nth(pending.length).getAttribute('data-cashout-card')).toBe(
      String(added[0]),
    );
  });

  it('a card decided in another tab is final here at once; the hold here is dropped, not sent', async () => {
    const [first] = pendingCashouts();
    // The other tab opens with the stored 10 s and holds; this tab is then set to send at once.
    // So nothing races a timer but that 10 s window, which two clicks fit in easily.
    const one = await openDesk(suite, { undoSeconds: 10, clock: true });
    const other = await one.context().newPage();
    await other.goto(`${suite.url()}${CASHOUTS_PATH}`);
    const held = await cardOf(other, first.name);
    await one.bringToFront();
    await one.getByRole('combobox', { name: 'Time to undo a decision' }).click();
    await one.getByRole('option', { name: 'None: send at once' }).click();
    await one.getByRole('listbox').waitFor({ state: 'detached' });
    const deciding = await cardOf(one, first.name);
    await other.bringToFront();
    // This tab holds a decline with its reason; the other approves.
    await chooseReason(held, 'The account at the payment provider is locked');
    await chooseDecision(held, 'Decline Cashout');
    await held.getByRole('button', { name: 'Undo' }).waitFor();
    // A background tab may not paint; the staff member brings this one to the front to decide.
    await one.bringToFront();
    await chooseDecision(deciding, 'Approve Cashout');
    await deciding.getByRole('button', { name: 'Approved' }).waitFor();
    await other.bringToFront();
    await held.getByRole('button', { name: 'Approved' }).waitFor();
    await held
      .getByText('Decided in another tab of this browser. Your Decline Cashout was not sent.')
      .waitFor();
    // Approved there: the decline reason chosen here is not shown beside it.
    expect(await held.getByRole('combobox', { name: 'Decline reason' }).textContent()).not.toMatch(
      /locked/,
    );
    await other.clock.runFor(15_000);
    expect(sent()).toHaveLength(1);
    // The log is this browser's: the other tab shows the decision too.
    await other.getByRole('button', { name: /^Decided in this browser \(1\)/ }).waitFor();
  });

  it('two tabs whose undo windows end together send one decision; the other says it was not sent', async () => {
    const [first] = pendingCashouts();
    const one = await openDesk(suite, { undoSeconds: 10, clock: true });
    const other = await one.context().newPage();
    await other.goto(`${suite.url()}${CASHOUTS_PATH}`);
    const tabs = [one, other];
    for (const page of tabs) {
      const card = await cardOf(page, first.name);
      await chooseDecision(card, 'Approve Cashout');
      await card.getByRole('button', { name: 'Undo' }).waitFor();
    }
    // One clock for the browser: both windows end in the same step, and the first decision's
    // answer takes long enough that the second tab's timer fires before any message could come.
    suite.fault({ path: DECIDE, method: 'POST', delayMs: 1_500 });
    await one.clock.runFor(15_000);
    const note = 'Decided in another tab of this browser. Your Approve Cashout was not sent.';
    await expect
      .poll(
        async () => {
          const shown = await Promise.all(tabs.map((page) => page.getByText(note).count()));
          return shown.sort();
        },
        { timeout: 10_000 },
      )
      .toEqual([0, 1]);
    for (const page of tabs)
      await page
        .getByRole('region', { name: first.name })
        .first()
        .getByRole('button', { name: 'Approved' })
        .waitFor();
    expect(sent()).toHaveLength(1);
  });
});
