import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './harness';
import { cardOf, DECIDE, openDesk, pendingCashouts } from './cashoutHelpers';

/** The cashout id of the focused card, or null when the focus is not on a card. */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.matches('[data-cashout-card]') ? Number(active.dataset.cashoutCard) : null;
  });

describe('Manage Cashouts: the keyboard queue', () => {
  const suite = useBrowserSuite();
  const sent = () => suite.mock.journal.find('POST', DECIDE);

  it('clears the queue without the mouse; the focus stays on a card throughout', async () => {
    const pending = pendingCashouts();
    const page = await openDesk(suite, { undoSeconds: 0 });
    await cardOf(page, pending[0].name);
    await page.keyboard.press('j');
    for (const [index, cashout] of pending.entries()) {
      expect(await focusedCard(page)).toBe(cashout.id);
      await page.keyboard.press('a');
      const card = page.locator(`[data-cashout-card="${cashout.id}"]`);
      await card.getByRole('button', { name: 'Approved' }).waitFor();
      // Final, and the focus is still on it (never back at the page's start).
      expect(await focusedCard(page)).toBe(cashout.id);
      if (index < pending.length - 1) await page.keyboard.press('j');
    }
    expect(sent().map((entry) => (entry.body as { id: number }).id)).toEqual(
      pending.map((cashout) => cashout.id),
    );
  });

  it('d opens the reason select when none is chosen, then declines; u undoes; k goes back; ? lists the keys', async () => {
    const [first, second] = pendingCashouts();
    const page = await openDesk(suite, { undoSeconds: 10 });
    await cardOf(page, first.name);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await focusedCard(page)).toBe(second.id);
    await page.keyboard.press('k');
    expect(await focusedCard(page)).toBe(first.id);
    await page.keyboard.press('d');
    await page.getByRole('listbox').waitFor();
    expect(sent()).toHaveLength(0);
    await page
      .getByRole('option', { name: "The provider's receiving limit is exceeded" })
      .press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.keyboard.press('d');
    const card = page.locator(`[data-cashout-card="${first.id}"]`);
    await card.getByText('Decline Cashout: not sent yet.').waitFor();
    await page.keyboard.press('u');
    await card.getByText('Decline Cashout: not sent yet.').waitFor({ state: 'detached' });
    expect(await focusedCard(page)).toBe(first.id);
    expect(sent()).toHaveLength(0);
    await page.keyboard.press('Enter');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[data-transactions]') !== null),
    ).toBe(true);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Undo the newest decision not sent yet').waitFor();
    await help.getByText("Approve the card's cashout").waitFor();
  });
});
