import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cashouts } from '../../mocks/db/cashouts';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { DECIDE, openDesk, pendingCashouts } from './cashoutHelpers';
import { bulkBar, cardById, reopenCashouts, selectBox } from './cashoutBulkHelpers';

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The cashout id of the focused card, or null. */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.matches('[data-cashout-card]') ? Number(active.dataset.cashoutCard) : null;
  });

describe('Manage Cashouts: bulk decisions', () => {
  const suite = useBrowserSuite();
  const sent = () => suite.mock.journal.find('POST', DECIDE);
  const sentIds = () => sent().map((entry) => (entry.body as { id: number }).id);

  it('refuses a batch over either cap before anything is sent, naming the cap', async () => {
    reopenCashouts(18);
    const pending = pendingCashouts();
    expect(pending.length).toBeGreaterThan(25);
    const page = await openDesk(suite, { undoSeconds: 0 });
    const bar = bulkBar(page);
    await selectBox(page, pending[0].id).waitFor();
    await bar.getByRole('checkbox', { name: 'Select all visible cashouts' }).check();
    await bar.getByText(`${pending.length} selected`, { exact: true }).waitFor();
    const total = pending.reduce((sum, cashout) => sum + cashout.cents, 0);
    await bar.getByText(`Total: ${usd(total)}`).waitFor();
    await bar.getByRole('button', { name: 'Approve selected' }).click();
    await bar
      .getByRole('alert')
      .getByText(
        `Nothing was sent: a batch holds at most 25 cashouts (${pending.length} selected).`,
      )
      .waitFor();
    expect(sent()).toHaveLength(0);

    // Under 25 cashouts, over $5,000: two large ones.
    await bar.getByRole('checkbox', { name: 'Select all visible cashouts' }).uncheck();
    await bar.getByText(/selected/).waitFor({ state: 'detached' });
    const [big, bigger] = pending;
    cashouts().update(big.id, { cents: 300_000 });
    cashouts().update(bigger.id, { cents: 250_001 });
    await page.reload();
    await selectBox(page, big.id).check();
    await selectBox(page, bigger.id).check();
    await bar.getByText('Total: $5,500.01').waitFor();
    await bar.getByRole('combobox', { name: 'Decline reason for the selected' }).click();
    await page
      .getByRole('option', { name: 'The account at the payment provider is locked' })
      .click();
    await bar.getByRole('button', { name: 'Decline selected' }).click();
    await bar
      .getByRole('alert')
      .getByText('Nothing was sent: a batch holds at most $5,000.00 ($5,500.01 selected).')
      .waitFor();
    expect(sent()).toHaveLength(0);
  });

  it('sends a batch a few at a time; two server failures stay open with the message, and Retry failed sends only those, under their keys', async () => {
    const pending = pendingCashouts().slice(0, 6);
    const [, failA, , failB] = pending;
    suite.fault({
      path: DECIDE,
      method: 'POST',
      when: { id: failA.id },
      status: 503,
      message: 'The payment provider is offline',
      times: 1,
    });
    suite.fault({
      path: DECIDE,
      method: 'POST',
      when: { id: failB.id },
      status: 422,
      message: 'The account at the payment provider is locked',
      times: 1,
    });
    const page = await openDesk(suite, { undoSeconds: 10 });
    const bar = bulkBar(page);
    // A range with Shift: the first, then Shift+click the last.
    await selectBox(page, pending[0].id).check();
    await selectBox(page, pending[5].id).click({ modifiers: ['Shift'] });
    await bar.getByText('6 selected').waitFor();
    await bar.getByRole('button', { name: 'Approve selected' }).dblclick();
    await bar.getByText(/Approve Cashout for 6 cashouts .*: not sent yet\./).waitFor();
    // A card of the batch says so; Undo and Send now are the bar's.
    await cardById(page, failA.id)
      .getByText(/not sent yet/)
      .waitFor();
    expect(await cardById(page, failA.id).getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(sent()).toHaveLength(0);
    await bar.getByRole('button', { name: 'Send now' }).dblclick();
    await bar.getByText('Batch done: 4 decided, 2 failed.').waitFor();
    expect(sentIds().sort()).toEqual(pending.map((cashout) => cashout.id).sort());
    for (const cashout of pending) {
      const card = cardById(page, cashout.id);
      if (cashout === failA || cashout === failB)
        await card.getByRole('button', { name: /^Actions/ }).waitFor();
      else await card.getByRole('button', { name: 'Approved' }).waitFor();
    }
    await cardById(page, failA.id).getByText('The payment provider is offline').waitFor();
    await cardById(page, failB.id)
      .getByText('The account at the payment provider is locked')
      .waitFor();
    const firstKeys = new Map(
      sent().map((entry) => [(entry.body as { id: number }).id, entry.headers['idempotency-key']]),
    );

    await bar.getByRole('button', { name: 'Retry failed' }).dblclick();
    await bar.getByText('Batch done: 6 decided.').waitFor();
    const retried = sent().slice(6);
    expect(retried.map((entry) => (entry.body as { id: number }).id).sort()).toEqual(
      [failA.id, failB.id].sort(),
    );
    for (const entry of retried)
      expect(entry.headers['idempotency-key']).toBe(
        firstKeys.get((entry.body as { id: number }).id),
      );
    await cardById(page, failA.id).getByRole('button', { name: 'Approved' }).waitFor();
    await cardById(page, failB.id).getByRole('button', { name: 'Approved' }).waitFor();
    expect(await bar.getByRole('button', { name: 'Retry failed' }).count()).toBe(0);
  });

  it('Undo of a batch sends nothing and gives the selection back', async () => {
    const [first, second, third] = pendingCashouts();
    const page = await openDesk(suite, { clock: true });
    const bar = bulkBar(page);
    for (const cashout of [first, second, third]) await selectBox(page, cashout.id).check();
    await bar.getByRole('combobox', { name: 'Decline reason for the selected' }).click();
    await page.getByRole('option', { name: 'The account is in a non-receivable country' }).click();
    await bar.getByRole('button', { name: 'Decline selected' }).click();
    await bar.getByRole('timer').waitFor();
    await bar.getByRole('button', { name: 'Undo' }).click();
    await page.clock.runFor(20_000);
    expect(sent()).toHaveLength(0);
    await bar.getByText('3 selected').waitFor();
    for (const cashout of [first, second, third])
      expect(
        await cardById(page, cashout.id)
          .getByRole('button', { name: /^Actions/ })
          .isEnabled(),
      ).toBe(true);
  });

  it('x selects the focused card, Shift+x a range; the card names its user and amount', async () => {
    const [first, second, third, fourth] = pendingCashouts();
    const page = await openDesk(suite, { undoSeconds: 0 });
    await selectBox(page, first.id).waitFor();
    expect(await selectBox(page, first.id).getAttribute('aria-label')).toBe(
      `Select the cashout of ${first.name}, ${usd(first.cents)}`,
    );
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    expect(await selectBox(page, first.id).isChecked()).toBe(true);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await focusedCard(page)).toBe(fourth.id);
    await page.keyboard.press('Shift+X');
    for (const cashout of [first, second, third, fourth])
      expect(await selectBox(page, cashout.id).isChecked()).toBe(true);
    await bulkBar(page).getByText('4 selected').waitFor();
    await page.keyboard.press('x');
    expect(await selectBox(page, fourth.id).isChecked()).toBe(false);
    expect(await focusedCard(page)).toBe(fourth.id);
    await page.keyboard.press('?');
    await page
      .getByRole('dialog', { name: 'Keyboard shortcuts' })
      .getByText("Select the card's cashout for a bulk decision")
      .waitFor();
  });

  it('passes axe with cards selected, a batch held, under way and answered, light and dark', async () => {
    const pending = pendingCashouts().slice(0, 3);
    suite.fault({
      path: DECIDE,
      method: 'POST',
      when: { id: pending[1].id },
      status: 503,
      message: 'The payment provider is offline',
      times: 1,
    });
    const page = await openDesk(suite, { undoSeconds: 10 });
    const bar = bulkBar(page);
    const scopes = ['[data-bulk-bar]', `[data-cashout-card="${pending[1].id}"]`];
    const theme = page.getByRole('button', { name: 'Toggle light/dark mode' });
    const axe = async () => {
      for (const scope of scopes) await expectNoSeriousViolations(page, scope);
      // The app bar hides while the page is scrolled down.
      await page.evaluate(() => window.scrollTo(0, 0));
      await theme.click();
      for (const scope of scopes) await expectNoSeriousViolations(page, scope);
      await theme.click();
    };
    for (const cashout of pending) await selectBox(page, cashout.id).check();
    await bar.getByText('3 selected').waitFor();
    await axe();
    suite.fault({ path: DECIDE, method: 'POST', hold: true });
    await bar.getByRole('button', { name: 'Approve selected' }).click();
    await bar.getByRole('timer').waitFor();
    await axe();
    await bar.getByRole('button', { name: 'Send now' }).click();
    await bar.getByRole('progressbar', { name: 'Batch progress' }).waitFor();
    await axe();
    suite.mock.faults.release();
    suite.mock.faults.clear();
    await bar.getByText('Batch done: 2 decided, 1 failed.').waitFor();
    await cardById(page, pending[1].id).getByText('The payment provider is offline').waitFor();
    await axe();
  });
});
