import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import {
  cardOf,
  chooseDecision,
  chooseReason,
  DECIDE,
  isFocused,
  openDesk,
  pendingCashouts,
  undoSecondsKey,
} from './cashoutHelpers';

describe('Manage Cashouts: the undo window', () => {
  const suite = useBrowserSuite();
  const sent = () => suite.mock.journal.find('POST', DECIDE);

  it('holds a decision 5 s by default with a countdown; Undo sends nothing', async () => {
    const [first] = pendingCashouts();
    const page = await openDesk(suite, { clock: true });
    const card = await cardOf(page, first.name);
    await chooseDecision(card, 'Approve Cashout');
    await card.getByText('Approve Cashout: not sent yet.').waitFor();
    const timer = card.getByRole('timer');
    const secondsLeft = async () => Number((await timer.innerText()).match(/\d+/)?.[0]);
    const before = await secondsLeft();
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThanOrEqual(5);
    await page.clock.runFor(2000);
    await expect.poll(secondsLeft).toBeLessThan(before);
    expect(await isFocused(card)).toBe(true);
    await card.getByRole('button', { name: 'Undo' }).click();
    await page.clock.runFor(10_000);
    expect(sent()).toHaveLength(0);
    expect(await card.getByRole('button', { name: /^Actions/ }).isEnabled()).toBe(true);
    expect(await isFocused(card)).toBe(true);
  });

  it('sends when the window ends, with the seed request, toast and final state', async () => {
    const [first] = pendingCashouts();
    const page = await openDesk(suite, { clock: true });
    const card = await cardOf(page, first.name);
    await chooseReason(card, 'The account is in a non-receivable country');
    await chooseDecision(card, 'Decline Cashout');
    await card.getByRole('button', { name: 'Undo' }).waitFor();
    expect(sent()).toHaveLength(0);
    await page.clock.runFor(5000);
    await page.getByText('Request processed successfully!').waitFor();
    await card.getByRole('button', { name: 'Declined' }).waitFor();
    expect(sent().map((entry) => entry.body)).toEqual([
      { decision: 'decline', id: first.id, reason: 'non_receivable_country' },
    ]);
  });

  it('Send now and the timer send once, under the key made when the decision was chosen', async () => {
    const [first] = pendingCashouts();
    suite.fault({ path: DECIDE, method: 'POST', delayMs: 300 });
    const page = await openDesk(suite, { clock: true });
    const card = await cardOf(page, first.name);
    await chooseDecision(card, 'Approve Cashout');
    await card.getByRole('button', { name: 'Send now' }).click();
    await page.clock.runFor(6000);
    await card.getByRole('button', { name: 'Approved' }).waitFor();
    await page.clock.runFor(6000);
    expect(sent()).toHaveLength(1);
    expect(sent()[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('holds several decisions at once, each undone on its own', async () => {
    const [first, second, third] = pendingCashouts();
    const page = await openDesk(suite, { clock: true });
    const cards = [
      await cardOf(page, first.name),
      await cardOf(page, second.name),
      await cardOf(page, third.name),
    ];
    for (const card of cards) await chooseDecision(card, 'Approve Cashout');
    await cards[1].getByRole('button', { name: 'Undo' }).click();
    await page.clock.runFor(6000);
    await cards[0].getByRole('button', { name: 'Approved' }).waitFor();
    await cards[2].getByRole('button', { name: 'Approved' }).waitFor();
    expect(
      sent()
        .map((entry) => (entry.body as { id: number }).id)
        .sort(),
    ).toEqual([first.id, third.id].sort());
    expect(await cards[1].getByRole('button', { name: /^Actions/ }).isEnabled()).toBe(true);
  });

  it('leaving the page sends what is held, and says so', async () => {
    const [first, second] = pendingCashouts();
    const page = await openDesk(suite, { undoSeconds: 10 });
    await chooseDecision(await cardOf(page, first.name), 'Approve Cashout');
    await chooseDecision(await cardOf(page, second.name), 'Approve Cashout');
    expect(sent()).toHaveLength(0);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page
      .getByText('The 2 pending decisions were sent as you left Manage Cashouts.')
      .waitFor();
    await expect.poll(() => sent().length).toBe(2);
  });

  it('asks before the tab closes while a decision is held', async () => {
    const [first] = pendingCashouts();
    const page = await openDesk(suite, { undoSeconds: 10 });
    await chooseDecision(await cardOf(page, first.name), 'Approve Cashout');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(sent()).toHaveLength(0);
  });

  it("keeps the staff member's setting; none sends at once", async () => {
    const [first] = pendingCashouts();
    const page = await openDesk(suite);
    await cardOf(page, first.name);
    await page.getByRole('combobox', { name: 'Time to undo a decision' }).click();
    await page.getByRole('option', { name: 'None: send at once' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), undoSecondsKey)).toBe('0');
    await page.reload();
    const card = await cardOf(page, first.name);
    expect(
      await page.getByRole('combobox', { name: 'Time to undo a decision' }).textContent(),
    ).toContain('None');
    await chooseDecision(card, 'Approve Cashout');
    await card.getByRole('button', { name: 'Approved' }).waitFor();
    expect(sent()).toHaveLength(1);
  });

  it('passes axe with a decision held, light and dark', async () => {
    const [first] = pendingCashouts();
    const page = await openDesk(suite, { undoSeconds: 10 });
    const card = await cardOf(page, first.name);
    const scope = `[data-cashout-card="${first.id}"]`;
    // One fresh hold per theme: a single axe run of one card fits well inside the window even on
    // a loaded machine, where two runs back to back may not.
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark')
        await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
      await chooseDecision(card, 'Approve Cashout');
      const undo = card.getByRole('button', { name: 'Undo' });
      await undo.waitFor();
      await expectNoSeriousViolations(page, scope);
      // Still held: what was measured is the pending state.
      expect(await undo.isVisible()).toBe(true);
      await undo.click();
      await card.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached' });
    }
    expect(sent()).toEqual([]);
  });
});
