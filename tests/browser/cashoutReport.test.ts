import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../mocks/db/people';
import { orderedRows, readCriteria } from '../../mocks/db/cashoutReportQuery';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

const PATH = '/admin/students/cashout_report';
const USERS = '/admin/solvers/cashout_reports/users';
const TRANSACTIONS = '/admin/solvers/cashout_reports/transactions';

interface ToastLog {
  __toasts: string[];
}

/** Records the text of every toast the page shows, however briefly. */
const recordToasts = () => {
  const log = window as unknown as ToastLog;
  log.__toasts = [];
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.MuiSnackbar-root')) {
      const text = toast.textContent ?? '';
      if (!log.__toasts.includes(text)) log.__toasts.push(text);
    }
  }).observe(document, { childList: true, subtree: true });
};

const waitForCards = async (page: Page) => {
  await page
    .getByRole('button', { name: /^Show details of / })
    .first()
    .waitFor();
};

describe('Cashout Report in Chromium', () => {
  const suite = useBrowserSuite();
  const usersCalls = () => suite.mock.journal.find('GET', USERS);
  const lastUsersQuery = () => usersCalls().at(-1)?.query ?? {};

  it('shows the summary cards and the first page of users, axe clean', async () => {
    const page = await suite.open(PATH);
    await page.getByRole('heading', { level: 1, name: 'Cashout Report' }).waitFor();
    await page
      .getByRole('region', { name: 'Platform totals' })
      .getByText('Total rewards')
      .waitFor();
    await page
      .getByRole('region', { name: 'User statistics' })
      .getByText('Users with cashouts')
      .waitFor();
    await waitForCards(page);
    expect(await page.getByRole('button', { name: /^Show details of / }).count()).toBe(25);
    expect(lastUsersQuery()).toMatchObject({ page: '1', limit: '25' });
    expect(lastUsersQuery()).not.toHaveProperty('order');
    await expectNoSeriousViolations(page);
  });

  it('enables Apply and Clear by their rules, applies on Enter, returns to page 1, keeps filters in the URL, collapses cards', async () => {
    const page = await suite.open(PATH);
    await waitForCards(page);
    const apply = page.getByRole('button', { name: 'Apply' });
    const clear = page.getByRole('button', { name: 'Clear' });
    expect(await apply.isDisabled()).toBe(true);
    expect(await clear.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'page 2' }).click();
    await expect.poll(() => lastUsersQuery().page).toBe('2');
    await page
      .getByRole('button', { name: /^Show details of / })
      .first()
      .click();
    await page.getByRole('button', { name: /^Hide details of / }).waitFor();

    const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await search.fill('a');
    expect(await apply.isEnabled()).toBe(true);
    await search.fill('');
    expect(await apply.isDisabled()).toBe(true);
    await page.getByLabel('From date').fill('2024-01-01');
    await page.getByRole('combobox', { name: 'Perseverance bonus' }).click();
    await page.getByRole('option', { name: 'Only' }).click();
    await search.fill('a');
    await search.press('Enter');
    await expect
      .poll(() => lastUsersQuery())
      .toMatchObject({
        page: '1',
        search: 'a',
        date_from: '2024-01-01',
        perseverance_filter: 'only',
      });
    await waitForCards(page);
    expect(await page.getByRole('button', { name: /^Hide details of / }).count()).toBe(0);
    // The form follows the applied filters a render after the list answers.
    await expect.poll(() => apply.isDisabled()).toBe(true);
    await expect.poll(() => clear.isEnabled()).toBe(true);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<
      string,
      string
    >;
    expect(filter).toEqual({ q: 'a', date_from: '2024-01-01', perseverance_filter: 'only' });
    const totals = suite.mock.journal
      .find('GET', '/admin/solvers/cashout_reports/totals')
      .at(-1)?.query;
    expect(totals).toEqual({ search: 'a', date_from: '2024-01-01', perseverance_filter: 'only' });
    expect(
      suite.mock.journal.find('GET', '/admin/solvers/cashout_reports/statistics').at(-1)?.query,
    ).toEqual(totals);

    // Enter with nothing changed does nothing; Clear clears.
    const before = usersCalls().length;
    await search.press('Enter');
    expect(usersCalls().length).toBe(before);
    await clear.click();
    // The unfiltered first page may come from the query cache; the URL says what is applied.
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe('{}');
    expect(new URL(page.url()).searchParams.get('page')).toBe('1');
    await waitForCards(page);
    await expect.poll(() => clear.isDisabled()).toBe(true);
    await expect.poll(() => search.inputValue()).toBe('');
  });

  it('shows the direction control once a sort field is chosen and sends order=<field>_<direction>', async () => {
    const page = await suite.open(PATH);
    await waitForCards(page);
    expect(await page.getByRole('combobox', { name: 'Direction' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Rewards earned' }).click();
    await expect.poll(() => lastUsersQuery().order).toBe('by_rewards_earned_desc');
    await page.getByRole('combobox', { name: 'Direction' }).click();
    await page.getByRole('option', { name: 'Ascending' }).click();
    await expect.poll(() => lastUsersQuery().order).toBe('by_rewards_earned_asc');
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Last login' }).click();
    await expect.poll(() => lastUsersQuery().order).toBe('by_last_login_desc');
  });

  it("sends an expanded user's details call what the seed names, never the list's search", async () => {
    const applied = {
      q: 'a',
      date_from: '2024-01-01',
      date_to: '2030-12-31',
      perseverance_filter: 'only',
    };
    const page = await suite.open(`${PATH}?filter=${encodeURIComponent(JSON.stringify(applied))}`);
    await waitForCards(page);
    expect(lastUsersQuery()).toMatchObject({ search: 'a' });
    await page
      .getByRole('button', { name: /^Show details of / })
      .first()
      .click();
    await expect.poll(() => suite.mock.journal.find('GET', TRANSACTIONS).length).toBe(2);
    const sent = suite.mock.journal.find('GET', TRANSACTIONS).map((entry) => entry.query);
    const userIds = new Set(sent.map((query) => query.user_id));
    expect(userIds.size).toBe(1);
    const [userId] = userIds;
    expect(userId).toMatch(/^\d+$/);
    expect(sent.sort((a, b) => String(a.mode).localeCompare(String(b.mode)))).toEqual(
      ['cashouts', 'rewards'].map((mode) => ({
        user_id: userId,
        mode,
        order: 'by_created_at_desc',
        date_from: '2024-01-01',
        date_to: '2030-12-31',
        perseverance_filter: 'only',
      })),
    );
  });

  it('loads details on first expand only, and expands or collapses all', async () => {
    const page = await suite.open(PATH);
    await waitForCards(page);
    const first = page.getByRole('button', { name: /^Show details of / }).first();
    await first.click();
    await page.getByRole('heading', { level: 3, name: 'Rewards' }).waitFor();
    await expect.poll(() => suite.mock.journal.find('GET', TRANSACTIONS).length).toBe(2);
    const sent = suite.mock.journal.find('GET', TRANSACTIONS);
    expect(sent.map((entry) => entry.query.mode).sort()).toEqual(['cashouts', 'rewards']);
    expect(sent[0].query.order).toBe('by_created_at_desc');
    await page.getByRole('button', { name: /^Hide details of / }).click();
    await page
      .getByRole('button', { name: /^Show details of / })
      .first()
      .click();
    await page.getByRole('heading', { level: 3, name: 'Cashouts' }).waitFor();
    expect(suite.mock.journal.find('GET', TRANSACTIONS)).toHaveLength(2);

    await page.getByRole('button', { name: 'Expand All' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /^Hide details of / }).count())
      .toBe(25);
    // Every card's details have arrived, however long the machine takes for their 48 calls.
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Collapse All' }).click();
    expect(await page.getByRole('button', { name: /^Hide details of / }).count()).toBe(0);
  });

  it('exports every page as cashout-report-<date>.csv, header exact, formulas neutralised', async () => {
    suite.mock.reset({ scale: 1200 });
    const solver = users().find((user) => user.role === 'solver')!;
    users().update(solver.id, { name: '=HYPERLINK("http://evil")' });
    const expected = orderedRows(readCriteria(new URLSearchParams()), 'by_created_at_desc').rows
      .length;
    const page = await suite.open(PATH);
    await waitForCards(page);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Account created' }).click();
    await expect.poll(() => lastUsersQuery().order).toBe('by_created_at_desc');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const today = new Date();
    const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(download.suggestedFilename()).toBe(`cashout-report-${stamp}.csv`);
    const text = readFileSync((await download.path())!, 'utf8');
    const parsed = Papa.parse<string[]>(text.trim());
    expect(parsed.data[0]).toEqual([
      'Name',
      'Email',
      'Account Created',
      'Last Login',
      'Total Rewards',
      'Total Cashouts',
      'Reward Count',
      'Cashout Count',
    ]);
    expect(expected).toBeGreaterThan(1000);
    expect(parsed.data.length - 1).toBe(expected);
    const exportCalls = usersCalls().filter((entry) => entry.query.limit === '500');
    expect(exportCalls.map((entry) => entry.query.page).sort()).toEqual(['1', '2', '3']);
    expect(exportCalls.every((entry) => entry.query.order === 'by_created_at_desc')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toMatch(/\r\n[^\r\n]*,\d+(\.\d+)?,\d+(\.\d+)?,\d+,\d+\r\n/);
  });

  it('a double click on Export CSV exports once; Cancel sits on its own row and cancels', async () => {
    suite.mock.reset({ scale: 1200 });
    const page = await suite.open(PATH);
    await waitForCards(page);
    await page.evaluate(recordToasts);
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    const before = await exportButton.boundingBox();
    suite.fault({ path: USERS, delayMs: 300, times: 3 });
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.dblclick()]);
    expect(download.suggestedFilename()).toMatch(/^cashout-report-/);
    expect(usersCalls().filter((entry) => entry.query.limit === '500')).toHaveLength(3);
    const toasts = () => page.evaluate(() => (window as unknown as ToastLog).__toasts);
    expect(await toasts()).not.toContain('Export cancelled');

    // While exporting, the button stays where it was; Cancel is elsewhere, and works.
    suite.fault({ path: USERS, delayMs: 1500, times: 1 });
    await exportButton.click();
    const cancel = page.getByRole('button', { name: 'Cancel export' });
    await cancel.waitFor();
    expect(await exportButton.isDisabled()).toBe(true);
    expect(await exportButton.boundingBox()).toEqual(before);
    const box = (await cancel.boundingBox())!;
    const overlaps =
      box.x < before!.x + before!.width &&
      before!.x < box.x + box.width &&
      box.y < before!.y + before!.height &&
      before!.y < box.y + box.height;
    expect(overlaps).toBe(false);
    await cancel.click();
    await expect.poll(toasts).toContain('Export cancelled');
    expect(await exportButton.isEnabled()).toBe(true);
  });

  it('Refresh reloads the users, both summary cards and the open details', async () => {
    const page = await suite.open(PATH);
    await waitForCards(page);
    await page
      .getByRole('button', { name: /^Show details of / })
      .first()
      .click();
    await expect.poll(() => suite.mock.journal.find('GET', TRANSACTIONS).length).toBe(2);
    const count = (path: string) =>
      suite.mock.journal.find('GET', `/admin/solvers/cashout_reports/${path}`).length;
    const before = ['users', 'totals', 'statistics'].map(count);
    await page.getByRole('button', { name: 'Refresh' }).filter({ hasText: 'Refresh' }).click();
    await expect
      .poll(() => ['users', 'totals', 'statistics'].map(count))
      .toEqual(before.map((n) => n + 1));
    await expect.poll(() => suite.mock.journal.find('GET', TRANSACTIONS).length).toBe(4);
  });

  it("alerts 'No data to export' beside the button at once, while another toast is open", async () => {
    const page = await suite.open(
      `${PATH}?filter=${encodeURIComponent(JSON.stringify({ q: 'nobody-matches-this' }))}`,
    );
    await page.getByText('No users data available').waitFor();
    // A failed export leaves its toast open (react-admin shows one toast at a time).
    suite.fault({ path: USERS, status: 500, times: 1 });
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await exportButton.click();
    const toast = page.locator('.MuiSnackbar-root');
    await toast.waitFor();
    await exportButton.click();
    const alert = page.getByRole('alert').filter({ hasText: 'No data to export' });
    await alert.waitFor();
    // Not a toast: whatever toast is still on screen (the click on the button may be closing the
    // failure's, a click away) never says it.
    expect((await toast.allInnerTexts()).join(' ')).not.toContain('No data to export');
    // Beside the control: the alert and the button share the export control's row.
    const row = exportButton.locator('xpath=..');
    expect(await row.getByRole('alert').innerText()).toBe('No data to export');
    await expectNoSeriousViolations(page);
  });

  it('shows each failure with Retry and logs it once (users: no toast), then the data', async () => {
    const page = await suite.open(PATH);
    await waitForCards(page);
    await page.addInitScript(recordToasts);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const path of ['totals', 'statistics', 'users']) {
      suite.fault({ path: `/admin/solvers/cashout_reports/${path}`, status: 500, times: 1 });
    }
    await page.reload();
    for (const text of [
      'Failed to load platform totals',
      'Failed to load user statistics',
      'Failed to load users data',
    ]) {
      await page.getByText(text).waitFor();
    }
    await expectNoSeriousViolations(page);
    for (const [name, figure] of [
      ['Platform totals', 'Total rewards'],
      ['User statistics', 'Users with rewards'],
    ] as const) {
      const region = page.getByRole('region', { name });
      await region.getByRole('button', { name: 'Retry' }).click();
      await region.getByText(figure).waitFor();
    }
    // The cards' Retry buttons are gone with their failures: the one left is the users'.
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForCards(page);
    expect(await page.evaluate(() => (window as unknown as ToastLog).__toasts)).toEqual([]);
    for (const path of ['totals', 'statistics', 'users'])
      expect(
        errors.filter((text) =>
          text.startsWith(`Load failed: GET /admin/solvers/cashout_reports/${path} (500)`),
        ),
      ).toHaveLength(1);
  });

  it('shows every empty text', async () => {
    suite.fault({
      path: '/admin/solvers/cashout_reports/totals',
      status: 200,
      body: { data: null },
    });
    suite.fault({
      path: '/admin/solvers/cashout_reports/statistics',
      status: 200,
      body: { data: null },
    });
    suite.fault({ path: TRANSACTIONS, status: 200, body: { data: [] } });
    const page = await suite.open(PATH);
    await page.getByText('No totals data available').waitFor();
    await page.getByText('No statistics data available').waitFor();
    await page
      .getByRole('button', { name: /^Show details of / })
      .first()
      .click();
    await page.getByText('No rewards found').waitFor();
    await page.getByText('No cashouts found').waitFor();
    await page
      .getByRole('searchbox', { name: 'Search by name or e-mail' })
      .fill('nobody-matches-this');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No users data available').waitFor();
  });
});
