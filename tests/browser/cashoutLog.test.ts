import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cashouts } from '../../mocks/db/cashouts';
import { SIGNED_IN_ADMIN, users } from '../../mocks/db/people';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import {
  cardOf,
  chooseDecision,
  chooseReason,
  DECIDE,
  openDesk,
  pendingCashouts,
} from './cashoutHelpers';
import { API_TIME_OUT_MS } from './uploadAnswers';

const usd = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const LOG_KEY = `admin-console:cashouts:decision-log:${SIGNED_IN_ADMIN.id}`;
const LOG = '[data-decision-log]';

const openLog = async (page: Page) => {
  const summary = page.getByRole('button', { name: /^Decided in this browser/ });
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  return page.locator(LOG);
};

const logRows = (page: Page) =>
  page
    .locator(`${LOG} tbody tr`)
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    );

describe('Manage Cashouts: the decision log', () => {
  const suite = useBrowserSuite();

  it('lists each decision sent with its result, survives a reload, filters, and exports safe CSV', async () => {
    const [first, second] = pendingCashouts();
    const row = cashouts().get(first.id)!;
    users().update(row.userId, { name: '=HYPERLINK("http://evil")' });
    suite.fault({
      path: DECIDE,
      method: 'POST',
      status: 503,
      body: { data: { message: 'The payment provider is offline' } },
      times: 1,
    });
    const page = await openDesk(suite, { undoSeconds: 0 });
    const failing = await cardOf(page, second.name);
    await chooseReason(failing, 'The account at the payment provider is locked');
    await chooseDecision(failing, 'Decline Cashout');
    await page.getByText('The payment provider is offline').first().waitFor();
    const approving = await cardOf(page, '=HYPERLINK("http://evil")');
    await chooseDecision(approving, 'Approve Cashout');
    await approving.getByRole('button', { name: 'Approved' }).waitFor();
    expect(suite.mock.journal.find('POST', DECIDE)).toHaveLength(2);

    await page.reload();
    await cardOf(page, second.name);
    const log = await openLog(page);
    await log.getByRole('table').waitFor();
    // One heading, one level: the log's is an h2, and no heading holds another.
    expect(
      await page.getByRole('heading', { level: 2, name: /^Decided in this browser/ }).count(),
    ).toBe(1);
    expect(
      await page.locator(':is(h1, h2, h3, h4, h5, h6) :is(h1, h2, h3, h4, h5, h6)').count(),
    ).toBe(0);
    const amount = (cents: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
    const rows = await logRows(page);
    expect(rows.map((cells) => cells.slice(1))).toEqual([
      [
        'Morgan Admin',
        '=HYPERLINK("http://evil")',
        String(first.id),
        amount(first.cents),
        'Approve Cashout',
        '',
        'Done',
        'Approved',
      ],
      [
        'Morgan Admin',
        second.name,
        String(second.id),
        amount(second.cents),
        'Decline Cashout',
        'The account at the payment provider is locked',
        'Failed',
        'The payment provider is offline',
      ],
    ]);

    await log.getByRole('combobox', { name: 'Result' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect.poll(async () => (await logRows(page)).length).toBe(1);
    await log.getByRole('combobox', { name: 'Result' }).click();
    await page.getByRole('option', { name: 'All results' }).click();
    // The open menu hides the rest of the page from the accessibility tree until it has closed.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await log.getByRole('searchbox', { name: 'Search the decisions' }).fill('hyperlink');
    await expect.poll(async () => (await logRows(page)).length).toBe(1);
    await log.getByRole('searchbox', { name: 'Search the decisions' }).fill('');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      log.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cashout-decisions-\d{4}-\d\d-\d\d\.csv$/);
    const [header, ...cells] = Papa.parse<string[]>(
      readFileSync((await download.path())!, 'utf8').trim(),
    ).data;
    expect(header).toEqual([
      'When',
      'Staff member',
      'User',
      'Cashout',
      'Amount',
      'Decision',
      'Reason',
      'Result',
      'Server message',
    ]);
    expect(cells.map((line) => line.slice(1))).toEqual([
      [
        'Morgan Admin',
        '\'=HYPERLINK("http://evil")',
        String(first.id),
        String(first.cents / 100),
        'Approve Cashout',
        '',
        'Done',
        'Approved',
      ],
      [
        'Morgan Admin',
        second.name,
        String(second.id),
        String(second.cents / 100),
        'Decline Cashout',
        'The account at the payment provider is locked',
        'Failed',
        'The payment provider is offline',
      ],
    ]);

    await expectNoSeriousViolations(page, LOG);
    // Dark theme on a fresh load: after the filters' menus and the download, the full suite
    // found the theme button hidden from the accessibility tree; why is not yet known.
    await page.reload();
    await cardOf(page, second.name);
    await (await openLog(page)).getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expectNoSeriousViolations(page, LOG);
  });

  it('decisions sent as staff leave are logged with their results; a failure that arrives elsewhere names the cashout', async () => {
    const [first, second] = pendingCashouts();
    suite.fault({
      path: DECIDE,
      method: 'POST',
      status: 503,
      body: { data: { message: 'The payment provider is offline' } },
      when: { id: second.id },
      times: 1,
    });
    const page = await openDesk(suite, { undoSeconds: 10 });
    await chooseDecision(await cardOf(page, first.name), 'Approve Cashout');
    await chooseDecision(await cardOf(page, second.name), 'Approve Cashout');
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page
      .getByText('The 2 pending decisions were sent as you left Manage Cashouts.')
      .waitFor();
    // Answered on the Dashboard: the failure says whose cashout and how much.
    await page
      .getByText(
        `Approve Cashout of ${second.name}, ${usd(second.cents)} failed: The payment provider is offline`,
      )
      .waitFor();

    await page.getByRole('menuitem', { name: 'Manage Cashouts' }).click();
    await cardOf(page, second.name);
    await (await openLog(page)).getByRole('table').waitFor();
    await expect.poll(async () => (await logRows(page)).length).toBe(2);
    const rows = await logRows(page);
    const rowOf = (name: string) => rows.find((cells) => cells.includes(name));
    expect(rowOf(first.name)).toContain('Done');
    expect(rowOf(second.name)).toEqual(
      expect.arrayContaining(['Failed', 'The payment provider is offline']),
    );
  });

  it('a lost answer reads Outcome unknown, then sent and not confirmed once the cashout leaves the list; never decided elsewhere', async () => {
    const [first] = pendingCashouts();
    // The server applies the decision, and its answer never comes (the client's time-out).
    suite.fault({ path: DECIDE, method: 'POST', timeout: true, done: true, times: 1 });
    const page = await openDesk(suite, { undoSeconds: 0, clock: true });
    const card = await cardOf(page, first.name);
    await chooseDecision(card, 'Approve Cashout');
    await expect.poll(() => suite.mock.journal.find('POST', DECIDE).length).toBe(1);
    await page.clock.fastForward(API_TIME_OUT_MS + 100);
    await card.getByText('Outcome unknown', { exact: true }).waitFor();
    // The list is read again a moment later.
    await page.clock.fastForward(2_000);

    // The list read again no longer has it: this browser's own decision, unconfirmed.
    await card
      .getByText(
        'Your Approve Cashout was sent from this browser, but the server did not confirm it. The cashout is no longer pending since, so it was most likely applied.',
      )
      .waitFor();
    expect(await card.getByText(/Decided elsewhere/).count()).toBe(0);
    await (await openLog(page)).getByRole('table').waitFor();
    await expect
      .poll(async () => (await logRows(page)).find((cells) => cells.includes(first.name)))
      .toEqual(expect.arrayContaining(['Sent, not confirmed']));
  });

  it('starts afresh from a store it cannot read, and says so', async () => {
    const [first] = pendingCashouts();
    const page = await suite.open('/admin/students/cashouts', {
      init: async (context) => {
        // Broken once: the reload below reads what the page wrote instead.
        await context.addInitScript((key) => {
          if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, '{"version":1,');
          sessionStorage.setItem('seeded', '1');
        }, LOG_KEY);
      },
    });
    await cardOf(page, first.name);
    await page
      .getByText(
        'The decision log kept in this browser could not be read, so it was started afresh.',
      )
      .waitFor();
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), LOG_KEY))!)).toEqual(
      {
        version: 1,
        entries: [],
      },
    );
    const log = await openLog(page);
    await log.getByText('No decision has been sent from this browser yet.').waitFor();
    await page.reload();
    await cardOf(page, first.name);
    expect(await page.getByText(/could not be read/).count()).toBe(0);
  });
});
