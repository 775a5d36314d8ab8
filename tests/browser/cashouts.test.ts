import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cashouts } from '../../mocks/db/cashouts';
import { users } from '../../mocks/db/people';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { openDesk } from './cashoutHelpers';
import { API_TIME_OUT_MS } from './uploadAnswers';

const DECIDE = '/admin/solvers/cashouts/decide';

/** The oldest pending cashout (first card) and its user's name. */
const firstPending = () => {
  const row = cashouts()
    .filter((cashout) => cashout.status === 'pending')
    .sort((a, b) => a.createdAt - b.createdAt)[0];
  return { id: row.id, name: users().get(row.userId)!.name, userId: row.userId };
};

const openFirstCard = async (page: Page, name: string) => {
  const card = page.getByRole('region', { name }).first();
  await card.getByRole('button', { name: /^Actions/ }).waitFor();
  return card;
};

const chooseReason = async (page: Page, card: ReturnType<Page['getByRole']>, label: string) => {
  await card.getByRole('combobox', { name: 'Decline reason' }).click();
  await page.getByRole('option', { name: label }).click();
};

// The seed's cases with the undo window set to none: a decision leaves when chosen, as the seed
// says; cashoutDesk.test.ts tests the window itself.
describe('Manage Cashouts in Chromium', () => {
  const suite = useBrowserSuite();

  it('shows the heading figures and one card per pending cashout, axe clean', async () => {
    const pending = cashouts().filter((cashout) => cashout.status === 'pending');
    const page = await openDesk(suite, { undoSeconds: 0 });
    await page
      .getByRole('heading', { level: 1, name: `Manage Cashouts (${pending.length} pending)` })
      .waitFor();
    await page.getByText(/Balance at the payment provider: \$/).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /^Actions for the cashout of/ }).count())
      .toBe(pending.length);
    await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
    await expectNoSeriousViolations(page);
  });

  it("pages each card's transactions by the seed's list constants: 25 rows, 25 to 500", async () => {
    const { name } = firstPending();
    const page = await openDesk(suite, { undoSeconds: 0 });
    const card = await openFirstCard(page, name);
    await card.getByRole('table').getByRole('row').nth(1).waitFor();
    const calls = suite.mock.journal.find('GET', '/admin/solvers/cashouts/transactions');
    expect(calls[0].query).toMatchObject({ mode: 'current', page: '1', limit: '25' });
    await card.getByRole('combobox', { name: /Rows per page/ }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      '25',
      '50',
      '75',
      '100',
      '200',
      '500',
    ]);
  });

  it('approves once with an Idempotency-Key; the card becomes final', async () => {
    const { id, name } = firstPending();
    const page = await openDesk(suite, { undoSeconds: 0 });
    const card = await openFirstCard(page, name);
    await card.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Approve Cashout' }).click();
    await page.getByText('Request processed successfully!').waitFor();
    const action = card.getByRole('button', { name: 'Approved' });
    await action.waitFor();
    expect(await action.isDisabled()).toBe(true);
    expect(
      await card.getByRole('combobox', { name: 'Decline reason' }).getAttribute('aria-disabled'),
    ).toBe('true');
    const sent = suite.mock.journal.find('POST', DECIDE);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ decision: 'approve', id, reason: '' });
    expect(sent[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('declines: without a reason it asks for one and sends nothing; with one it is declined', async () => {
    const { id, name } = firstPending();
    const page = await openDesk(suite, { undoSeconds: 0 });
    const card = await openFirstCard(page, name);
    await card.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Decline Cashout' }).click();
    // Asked for before sending: the select says it is needed and has the focus.
    await card
      .getByText('Choose a decline reason first: a decline is sent with its reason.')
      .waitFor();
    const select = card.getByRole('combobox', { name: /Decline reason/ });
    await expect.poll(() => select.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(suite.mock.journal.find('POST', DECIDE)).toHaveLength(0);
    expect(await card.getByRole('button', { name: /^Actions/ }).isEnabled()).toBe(true);
    await card.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Decline & Deactivate User' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(suite.mock.journal.find('POST', DECIDE)).toHaveLength(0);
    await chooseReason(page, card, "The provider's receiving limit is exceeded");
    await card.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Decline Cashout' }).click();
    await card.getByRole('button', { name: 'Declined' }).waitFor();
    const sent = suite.mock.journal.find('POST', DECIDE);
    expect(sent.map((entry) => entry.body)).toEqual([
      { decision: 'decline', id, reason: 'receiving_limit_exceeded' },
    ]);
  });

  it('asks before Decline & Deactivate, naming the user and the amount, then sends deactivate', async () => {
    const { id, name } = firstPending();
    const page = await openDesk(suite, { undoSeconds: 0 });
    const card = await openFirstCard(page, name);
    await chooseReason(page, card, 'The account at the payment provider is locked');
    await card.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Decline & Deactivate User' }).click();
    const dialog = page.getByRole('dialog');
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      cashouts().get(id)!.cents / 100,
    );
    await dialog
      .getByText(`declines the cashout of ${amount} requested by ${name}`, { exact: false })
      .waitFor();
    // Declining is final; the deactivation is not.
    expect(await dialog.innerText()).toContain('"Reactivate account" in Support Tools undoes that');
    expect(suite.mock.journal.find('POST', DECIDE)).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Decline & Deactivate' }).click();
    await card.getByRole('button', { name: 'Declined & Deactivated' }).waitFor();
    expect(suite.mock.journal.find('POST', DECIDE).map((entry) => entry.body)).toEqual([
      { decision: 'deactivate', id, reason: 'account_locked' },
    ]);
  });

  it("shows the server's data.message on failure and keeps the card undecided with its reason", async () => {
    const { name } = firstPending();
    suite.fault({
      path: DECIDE,
      method: 'POST',
      status: 503,
      body: { data: { message: 'The payment provider is offline' } },
      times: 1,
    });
    const page = await openDesk(suite, { undoSeconds: 0 });
    const card = await openFirstCard(page, name);
    await chooseReason(page, card, 'The account is in a non-receivable country');
    await card.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Decline Cashout' }).click();
    await page.getByText('The payment provider is offline').waitFor();
    expect(await card.getByRole('button', { name: /^Actions/ }).isEnabled()).toBe(true);
    expect(await card.getByRole('combobox', { name: 'Decline reason' }).textContent()).toContain(
      'non-receivable country',
    );
  });

  it('sends one request for a double click, and works by keyboard alone', async () => {
    const { name } = firstPending();
    suite.fault({ path: DECIDE, method: 'POST', delayMs: 400 });
    const page = await openDesk(suite, { undoSeconds: 0 });
    const card = await openFirstCard(page, name);
    await card.getByRole('button', { name: /^Actions/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Approve Cashout' }).waitFor();
    await page.getByRole('menuitem', { name: 'Approve Cashout' }).dblclick();
    await card.getByRole('button', { name: 'Approved' }).waitFor();
    expect(suite.mock.journal.find('POST', DECIDE)).toHaveLength(1);
  });

  it('after a time-out, says the outcome is unknown and retries with the same key, decided once', async () => {
    const { name } = firstPending();
    suite.fault({ path: DECIDE, method: 'POST', timeout: true, times: 1 });
    const page = await openDesk(suite, { undoSeconds: 0, clock: true });
    const card = await openFirstCard(page, name);
    await card.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Approve Cashout' }).click();
    // Once the decision is under way, the page's clock jumps past the client's time-out.
    await expect.poll(() => suite.mock.journal.find('POST', DECIDE).length).toBe(1);
    await page.clock.fastForward(API_TIME_OUT_MS + 1_000);
    await card.getByText(/the outcome of this decision is unknown/).waitFor();
    await card.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Approve Cashout' }).click();
    await card.getByRole('button', { name: 'Approved' }).waitFor();
    const keys = suite.mock.journal
      .find('POST', DECIDE)
      .map((entry) => entry.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('an approved card shows no decline reason, even one chosen before approving', async () => {
    const { name } = firstPending();
    const page = await openDesk(suite, { undoSeconds: 0 });
    const card = await openFirstCard(page, name);
    await chooseReason(page, card, 'The account at the payment provider is locked');
    await card.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Approve Cashout' }).click();
    await card.getByRole('button', { name: 'Approved' }).waitFor();
    const select = card.getByRole('combobox', { name: 'Decline reason' });
    expect(await select.textContent()).not.toContain('locked');
  });

  it("says a card's transactions are loading, with paging disabled, until they come", async () => {
    const { name } = firstPending();
    // Held until the test has seen the loading state, however slow the machine.
    suite.fault({ path: '/admin/solvers/cashouts/transactions', method: 'GET', hold: true });
    const page = await openDesk(suite, { undoSeconds: 0 });
    const card = await openFirstCard(page, name);
    const table = card.getByRole('table');
    await table.getByText('Loading…').waitFor();
    expect(await card.getByText(/0–0 of 0/).count()).toBe(0);
    expect(
      await card.getByRole('combobox', { name: /Rows per page/ }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(await card.getByRole('button', { name: /next page/i }).isDisabled()).toBe(true);
    suite.mock.faults.release();
    await table.getByText('Loading…').waitFor({ state: 'detached' });
    await card.getByText(/^1–\d+ of \d+$/).waitFor();
    expect(
      await card.getByRole('combobox', { name: /Rows per page/ }).getAttribute('aria-disabled'),
    ).toBeNull();
  });
});
