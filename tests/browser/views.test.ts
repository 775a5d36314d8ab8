import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '../../mocks/handlers/context';
import type { ServerContext } from '../../src/contract';
import { expectNoSeriousViolations, networkQuiet, toDarkTheme, useBrowserSuite } from './harness';
import { DRAFT_HEADERS } from './listHelpers';
import { choose, openPalette, ready } from './paletteHelpers';

const DRAFTS = '/admin/contests/drafts';
const SEARCH = '/admin/sales/challenges';
const REPORT = '/admin/students/cashout_report';
const USERS = '/admin/solvers/cashout_reports/users';
const OTHER_USER: ServerContext = {
  ...DEFAULT_CONTEXT,
  user: { id: 2, name: 'Riley Staff', email: 'riley.staff@mindsumo.com' },
};

const headers = (page: Page) => page.getByRole('columnheader').allTextContents();
const firstRow = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();
const search = (page: Page) => new URL(page.url()).searchParams;

/** Opens another page in the same browser (a new tab: the same storage), as this user. */
const newTab = async (page: Page, path: string, context?: ServerContext) => {
  const tab = await page.context().newPage();
  if (context) {
    const json = JSON.stringify(context).replace(/</g, '\\u003c');
    await tab.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<head>',
        `<head><script id="admin-context" type="application/json">${json}</script>`,
      );
      await route.fulfill({ response, body: html });
    });
  }
  await tab.goto(new URL(path, page.url()).toString());
  return tab;
};

const exportHeader = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  return (await readFile((await download.path())!, 'utf8')).split('\r\n')[0];
};

const openColumns = async (page: Page) => {
  await page.getByRole('button', { name: 'Columns' }).click();
  const panel = page.getByRole('dialog', { name: 'Columns shown' });
  await panel.waitFor();
  return panel;
};

const saveView = async (page: Page, name: string, asDefault = false) => {
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (asDefault)
    await dialog.getByRole('checkbox', { name: 'Open this list with this view' }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
};

/** A new tab loads the console and reads the stored views (their schema comes on use). */
const LOADED = { timeout: 15_000 };

const savedViews = (page: Page) => page.getByRole('navigation', { name: 'Saved views' });

describe('chosen columns and saved views in Chromium', () => {
  const suite = useBrowserSuite();

  it('hides, reorders (by keyboard) and resets columns; the grid and the CSV follow; kept across a reload', async () => {
    const page = await suite.open(DRAFTS);
    await firstRow(page).waitFor();
    const panel = await openColumns(page);
    await expectNoSeriousViolations(page);
    await panel.getByRole('checkbox', { name: 'Company' }).uncheck();
    await panel.getByRole('checkbox', { name: 'Actions' }).uncheck();
    // By keyboard: the focus stays on the moved column's button.
    await panel.getByRole('button', { name: 'Move Tags up' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move Tags up',
    );
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    // The focus returns to the button that opened the panel.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Columns');
    const chosen = [
      'Title',
      'Contact',
      'Tags',
      'Launch date',
      'Major category',
      'Hidden/internal',
      'Account manager',
    ];
    expect(await headers(page)).toEqual(chosen);
    expect(await firstRow(page).getByRole('cell').count()).toBe(chosen.length);
    expect(await exportHeader(page)).toBe(chosen.join(','));

    await page.reload();
    await firstRow(page).waitFor();
    expect(await headers(page)).toEqual(chosen);

    const again = await openColumns(page);
    await again.getByRole('button', { name: 'Reset to default' }).click();
    await page.keyboard.press('Escape');
    expect(await headers(page)).toEqual(DRAFT_HEADERS);
    expect(await exportHeader(page)).toBe(DRAFT_HEADERS.slice(0, -1).join(','));

    // The panel in the dark theme.
    await toDarkTheme(page);
    await openColumns(page);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
  });

  it('saves, applies, renames, deletes and defaults a view on a list; the palette finds it; a new tab keeps it', async () => {
    const page = await suite.open(`${SEARCH}?filter=${encodeURIComponent('{"q":"packaging"}')}`);
    await firstRow(page).waitFor();
    const columns = await openColumns(page);
    await columns.getByRole('checkbox', { name: 'Contact' }).uncheck();
    await page.keyboard.press('Escape');
    await saveView(page, 'Packaging', true);
    expect(search(page).get('view')).toBe('Packaging');
    expect(search(page).get('columns')).not.toContain('contact');
    await savedViews(page).getByRole('link', { name: 'Packaging' }).waitFor();
    await expectNoSeriousViolations(page);
    // The same name with other case and outer spaces is the same name: refused.
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save view…' }).click();
    const again = page.getByRole('dialog', { name: 'Save view' });
    await again.getByRole('textbox', { name: 'Name' }).fill(' packaging ');
    await again.getByRole('button', { name: 'Save', exact: true }).click();
    await again.getByText('Another view of this list has this name.').waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });

    // The list as it opens, then the view again from beside the heading.
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'No view (the list as it opens)' }).click();
    await expect.poll(() => search(page).get('filter')).toBe('{}');
    expect(search(page).get('view')).toBeNull();
    await savedViews(page).getByRole('link', { name: 'Packaging' }).click();
    await expect.poll(() => search(page).get('view')).toBe('Packaging');
    expect(JSON.parse(search(page).get('filter') ?? '{}')).toEqual({ q: 'packaging' });
    await page.getByRole('status').filter({ hasText: 'Showing the view “Packaging”' }).waitFor();

    // The default view opens when the list is opened without a state: in a new tab too.
    const tab = await newTab(page, SEARCH);
    await expect.poll(() => search(tab).get('view'), LOADED).toBe('Packaging');
    await firstRow(tab).waitFor();
    expect(await headers(tab)).not.toContain('Contact');
    await tab.close();

    // The palette finds it by name.
    await page.goto(`${suite.url()}/admin/`);
    await ready(page);
    await openPalette(page);
    await page.keyboard.type('view: packag');
    await choose(page, /^view: Packaging \(Challenge Search\)/);
    await page.waitForURL(/\/admin\/sales\/challenges\?.*view=Packaging/);

    // Rename, no default, default again, then delete, by keyboard in the dialog.
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Manage views…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage views' });
    await dialog.getByRole('radio', { name: 'Open by default: Packaging' }).waitFor();
    expect(
      await dialog.getByRole('radio', { name: 'Open by default: Packaging' }).isChecked(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Rename Packaging' }).press('Enter');
    const renamed = dialog.getByRole('textbox', { name: 'New name of Packaging' });
    await renamed.fill('Boxes');
    await renamed.press('Enter');
    await dialog.getByRole('button', { name: 'Rename Boxes' }).waitFor();
    await expectNoSeriousViolations(page);
    expect(search(page).get('view')).toBe('Boxes');
    const asDefault = dialog.getByRole('radio', { name: 'Open by default: Boxes' });
    await dialog.getByRole('button', { name: 'No default view' }).press('Enter');
    await expect.poll(() => asDefault.isChecked()).toBe(false);
    await asDefault.press('Space');
    await expect.poll(() => asDefault.isChecked()).toBe(true);
    // Deleting the default view: no default is left, and the address no longer names it.
    await dialog.getByRole('button', { name: 'Delete Boxes' }).press('Enter');
    await dialog.getByText('No saved view yet.').waitFor();
    // A delete can be undone while the dialog is open: the focus is on Undo, and Undo puts the
    // view back with its default.
    await dialog.getByText('View “Boxes” deleted.').waitFor();
    const undo = dialog.getByRole('button', { name: 'Undo Boxes' });
    expect(await undo.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => asDefault.isChecked()).toBe(true);
    expect(await dialog.getByText('View “Boxes” deleted.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Delete Boxes' }).press('Enter');
    await dialog.getByText('No saved view yet.').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).press('Enter');
    await expect.poll(() => savedViews(page).count()).toBe(0);
    await expect.poll(() => search(page).get('view')).toBeNull();
    await expect.poll(() => page.getByText(/^Showing the view/).count()).toBe(0);
    const plain = await newTab(page, SEARCH);
    await firstRow(plain).waitFor();
    expect(search(plain).get('view')).toBeNull();
    expect(await plain.getByText(/^Showing the view/).count()).toBe(0);
    expect(await savedViews(plain).count()).toBe(0);
  });

  it('saves a view of the report (dates, perseverance, sort, page size, columns); its address opens it in a fresh browser; another user never sees it', async () => {
    const filter = { date_from: '2025-01-01', date_to: '2026-12-31', perseverance_filter: 'only' };
    const page = await suite.open(
      `${REPORT}?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=by_rewards_earned&order=ASC&perPage=50`,
    );
    await page
      .getByRole('button', { name: /^Show details of / })
      .first()
      .waitFor();
    const columns = await openColumns(page);
    await columns.getByRole('checkbox', { name: 'Email' }).uncheck();
    await columns.getByRole('button', { name: 'Move Cashouts up' }).click();
    await page.keyboard.press('Escape');
    const card = page.getByRole('article').first();
    expect(await card.locator('dt').allTextContents()).toEqual([
      'Account created',
      'Last login',
      'Total rewards',
      'Total cashouts',
      'Rewards balance',
      'Cashouts',
      'Rewards',
    ]);
    expect(await exportHeader(page)).toBe(
      'Name,Account Created,Last Login,Total Rewards,Total Cashouts,Cashout Count,Reward Count',
    );
    await saveView(page, 'Persevering, low rewards');
    const address = page.url();
    await expectNoSeriousViolations(page);
    await toDarkTheme(page);
    await expectNoSeriousViolations(page);

    // A fresh browser (another staff member's): the address opens the view whole.
    suite.mock.journal.clear();
    const fresh = await suite.open(new URL(address).pathname + new URL(address).search, {
      context: OTHER_USER,
    });
    await fresh
      .getByRole('button', { name: /^Show details of / })
      .first()
      .waitFor();
    // Not among this staff member's saved views: said as such, not as one of theirs.
    await fresh
      .getByRole('status')
      .filter({
        hasText: 'Showing “Persevering, low rewards”, a view that is not among your saved views',
      })
      .waitFor();
    expect(suite.mock.journal.find('GET', USERS).at(-1)?.query).toMatchObject({
      date_from: '2025-01-01',
      date_to: '2026-12-31',
      perseverance_filter: 'only',
      order: 'by_rewards_earned_asc',
      limit: '50',
    });
    expect(await fresh.getByRole('article').first().locator('dt').last().textContent()).toBe(
      'Rewards',
    );
    // It is not saved for them: their list of views is empty.
    expect(await savedViews(fresh).count()).toBe(0);

    // The same browser, another user signed in: none of the first user's views nor columns.
    const other = await newTab(page, REPORT, OTHER_USER);
    await other
      .getByRole('button', { name: /^Show details of / })
      .first()
      .waitFor();
    expect(await savedViews(other).count()).toBe(0);
    expect(await other.getByRole('article').first().locator('dt').first().textContent()).toBe(
      'Account created',
    );
    await other.getByRole('button', { name: 'Views' }).click();
    expect(await other.getByRole('menuitem').allTextContents()).not.toContain(
      'Persevering, low rewards',
    );
    await other.keyboard.press('Escape');
    // Back as the first user (a sign-out and in again): the views are still there.
    const back = await newTab(page, REPORT);
    await savedViews(back).getByRole('link', { name: 'Persevering, low rewards' }).click();
    await expect.poll(() => search(back).get('perPage'), LOADED).toBe('50');
    await networkQuiet(back);
    // Four pages and two users: longer than one page's test.
  }, 90_000);

  it('opens a stale view with the rest applied and says what was dropped', async () => {
    const page = await suite.open(
      `${DRAFTS}?filter=${encodeURIComponent('{"q":"a","status":"open"}')}&sort=budget&order=ASC&columns=title,budget,company&view=Old%20one`,
    );
    const note = page.getByRole('alert').filter({ hasText: 'The view “Old one” was opened' });
    await note.waitFor();
    expect(await note.innerText()).toContain(
      'without what this list no longer has: column budget, filter status, sort by budget.',
    );
    await firstRow(page).waitFor();
    expect(await headers(page)).toEqual(['Title', 'Company']);
    expect(JSON.parse(search(page).get('filter') ?? '{}')).toEqual({ q: 'a' });
    expect(search(page).get('sort')).toBeNull();
    expect(search(page).get('view')).toBe('Old one');
    await expectNoSeriousViolations(page);
    await toDarkTheme(page);
    await expectNoSeriousViolations(page);
    await note.getByRole('button', { name: 'Close' }).click();
    await note.waitFor({ state: 'hidden' });
    // Saving and managing views in the dark theme.
    await saveView(page, 'Dark one');
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Manage views…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage views' });
    await dialog.getByRole('button', { name: 'Rename Dark one' }).waitFor();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Done' }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    // The list opened again in a new tab comes back as it was left (react-admin's memory of
    // its params), but a view's name belongs to its address: no view is named, no note shown.
    const again = await newTab(page, DRAFTS);
    await expect.poll(() => search(again).get('filter'), LOADED).toBe('{"q":"a"}');
    await firstRow(again).waitFor();
    expect(search(again).get('view')).toBeNull();
    expect(await again.getByText(/^Showing the view/).count()).toBe(0);
    expect(await again.getByRole('alert').count()).toBe(0);
  });

  it('resets a corrupted store with a note, never a blank page', async () => {
    const page = await suite.open(DRAFTS);
    await firstRow(page).waitFor();
    await page.evaluate(() => localStorage.setItem('console:views:1', '{"version":1,"lists":{'));
    await page.reload();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your saved views and columns could not be read and were reset.' })
      .waitFor();
    await firstRow(page).waitFor();
    expect(await headers(page)).toEqual(DRAFT_HEADERS);
    expect(await page.evaluate(() => localStorage.getItem('console:views:1'))).toBeNull();
    // Saving works again at once.
    await saveView(page, 'Fresh start');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('console:views:1'))) ?? '{}'),
    ).toMatchObject({ version: 1, lists: [{ list: 'drafts', views: [{ name: 'Fresh start' }] }] });
  });
});
