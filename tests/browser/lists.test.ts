import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { DRAFT_HEADERS } from './listHelpers';
import { API_TIME_OUT_MS } from './uploadAnswers';

const STATISTICS_HEADERS = [
  'Title',
  'Company',
  'Manager e-mail',
  'Complete',
  'Reviewed',
  'Page views',
  'Solutions',
  'Drafts',
  'New solvers',
  'Repeat solvers',
];

const headers = (page: Page) => page.getByRole('columnheader').allTextContents();
const bodyRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

describe('challenge lists in Chromium', () => {
  const suite = useBrowserSuite();
  const contestCalls = () => suite.mock.journal.find('GET', '/admin/contests');

  it('Challenge Drafts: heading, scope drafts page 1 limit 25, columns, Edit and Clone links', async () => {
    const page = await suite.open('/admin/contests/drafts');
    await page.getByRole('heading', { level: 1, name: 'Challenge Drafts' }).waitFor();
    await bodyRows(page).first().waitFor();
    expect(contestCalls()[0].query).toMatchObject({ scope: 'drafts', page: '1', limit: '25' });
    expect(await headers(page)).toEqual(DRAFT_HEADERS);
    const firstRow = bodyRows(page).first();
    const title = await firstRow.getByRole('cell').first().innerText();
    const edit = firstRow.getByRole('link', { name: `Edit ${title}` });
    expect(await edit.getAttribute('href')).toMatch(/^\/admin\/contests\/[a-z0-9-]+\/edit$/);
    expect(
      await firstRow.getByRole('link', { name: `Clone ${title}` }).getAttribute('href'),
    ).toMatch(/^\/admin\/contests\/[a-z0-9-]+\/clone$/);
    // A draft has no public page yet: the mock's title link opens it for editing.
    expect(
      await firstRow.getByRole('link', { name: title, exact: true }).getAttribute('href'),
    ).toMatch(/^\/admin\/contests\/[a-z0-9-]+\/edit$/);
    await expectNoSeriousViolations(page);
    await edit.click();
    await page.waitForURL(/\/admin\/contests\/[a-z0-9-]+\/edit$/);
  });

  it('Challenge Statistics: scope statistics, its own columns, the title links to the dashboard', async () => {
    const page = await suite.open('/admin/contests/statistics');
    await page.getByRole('heading', { level: 1, name: 'Challenge Statistics' }).waitFor();
    await bodyRows(page).first().waitFor();
    expect(contestCalls()[0].query).toMatchObject({ scope: 'statistics', page: '1', limit: '25' });
    expect(await headers(page)).toEqual(STATISTICS_HEADERS);
    const href = await bodyRows(page)
      .first()
      .getByRole('cell')
      .first()
      .getByRole('link')
      .getAttribute('href');
    expect(href).toMatch(/^\/contests\/[a-z0-9-]+\/dashboard$/);
    await expectNoSeriousViolations(page);
  });

  it('Challenge Search: scope sales; a burst of typing sends one search request and resets to page 1', async () => {
    const page = await suite.open('/admin/sales/challenges?page=2&perPage=25', { clock: true });
    await page.getByRole('heading', { level: 1, name: 'Challenge Search' }).waitFor();
    await bodyRows(page).first().waitFor();
    expect(contestCalls().at(-1)?.query).toMatchObject({ scope: 'sales', page: '2', limit: '25' });
    expect(await headers(page)).toEqual(DRAFT_HEADERS);
    const before = contestCalls().length;
    // The page's clock stands still while the keys go in, so the burst is one burst however
    // slowly a starved machine types; once it runs again the 500 ms debounce falls due once.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('packaging');
    expect(contestCalls()).toHaveLength(before);
    await page.clock.resume();
    await page.waitForFunction(() =>
      new URL(location.href).searchParams.get('filter')?.includes('packaging'),
    );
    await bodyRows(page).first().waitFor();
    await expect.poll(() => contestCalls().length, { timeout: 10_000 }).toBe(before + 1);
    expect(contestCalls().at(-1)?.query).toMatchObject({
      scope: 'sales',
      page: '1',
      limit: '25',
      search: 'packaging',
    });
    const titles = () => page.locator('[role="row"] > [role="cell"]:first-child').allTextContents();
    await expect
      .poll(async () => (await titles()).every((text) => /packaging/i.test(text)), {
        timeout: 10_000,
      })
      .toBe(true);
    expect((await titles()).length).toBeGreaterThan(0);
    expect(contestCalls()).toHaveLength(before + 1);
    await expectNoSeriousViolations(page);
  });

  it('page size 100 sends limit=100 and keeps page, size and search in the URL across a reload', async () => {
    suite.mock.reset({ scale: 1200 });
    const page = await suite.open('/admin/sales/challenges');
    await bodyRows(page).first().waitFor();
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '100' }).click();
    // The closing menu's backdrop would swallow the next click.
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await expect.poll(() => contestCalls().at(-1)?.query.limit, { timeout: 10_000 }).toBe('100');
    await expect.poll(() => bodyRows(page).count(), { timeout: 10_000 }).toBe(100);
    // The list has settled on 100 a page before the next page is asked for.
    const range = page.getByRole('status').filter({ hasText: ' of ' });
    await expect.poll(() => range.innerText(), { timeout: 10_000 }).toBe('1-100 of 240');
    // By keyboard: the button is found, not aimed at, so rows still being painted above it
    // cannot move it from under the pointer.
    await page.getByRole('button', { name: 'Page 2' }).press('Enter');
    await expect.poll(() => range.innerText(), { timeout: 10_000 }).toBe('101-200 of 240');
    await expect.poll(() => contestCalls().at(-1)?.query.page, { timeout: 10_000 }).toBe('2');
    suite.mock.journal.clear();
    await page.reload();
    await bodyRows(page).first().waitFor();
    expect(contestCalls()[0].query).toMatchObject({ page: '2', limit: '100', scope: 'sales' });
    expect(await page.getByRole('status').filter({ hasText: ' of ' }).innerText()).toBe(
      '101-200 of 240',
    );
  });

  it('shows the empty state for a search with no match, and an error with Retry when the load fails', async () => {
    const page = await suite.open(
      '/admin/contests/drafts?filter=%7B%22q%22%3A%22zzz-no-such%22%7D',
    );
    await page.getByText('No rows match this search.').waitFor();
    suite.fault({ path: '/admin/contests', status: 500, times: 1 });
    const failing = await suite.open('/admin/contests/statistics');
    await failing.getByText('The list could not be loaded.').waitFor();
    await failing.getByRole('button', { name: 'Retry' }).click();
    await bodyRows(failing).first().waitFor();
  });

  it('exports every matching row (not one page) as CSV, with formula cells neutralised', async () => {
    const formula = contests()
      .all()
      .find((contest) => contest.status !== 'draft');
    contests().update(formula!.id, { title: '=HYPERLINK("http://evil.example")' });
    const page = await suite.open('/admin/sales/challenges');
    await bodyRows(page).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^challenge-search-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Title,Company,Contact,Launch date,Major category,Tags,Hidden/internal,Account manager',
    );
    expect(lines).toHaveLength(contests().size + 1);
    expect(lines.some((line) => line.startsWith(`"'=HYPERLINK(""http://evil.example"")"`))).toBe(
      true,
    );
    expect(contestCalls().at(-1)?.query).toMatchObject({ scope: 'sales', page: '1', limit: '500' });
  });

  it('offers the search box from 5 rows on', async () => {
    const drafts = contests().filter((contest) => contest.status === 'draft');
    for (const contest of drafts.slice(4)) contests().remove(contest.id);
    const page = await suite.open('/admin/contests/drafts');
    await bodyRows(page).nth(3).waitFor();
    expect(await bodyRows(page).count()).toBe(4);
    expect(await page.getByRole('searchbox').count()).toBe(0);
    const full = await suite.open('/admin/contests/statistics');
    await bodyRows(full).first().waitFor();
    await full.getByRole('searchbox', { name: 'Search' }).waitFor();
  });

  it('says so when the answer is not JSON or times out, never a blank page', async () => {
    suite.fault({ path: '/admin/contests', nonJson: true, times: 1 });
    const page = await suite.open('/admin/contests/drafts');
    await page
      .getByText('The server sent an answer that could not be read (it was not JSON).')
      .waitFor();
    await expectNoSeriousViolations(page);
    const calls = () => suite.mock.journal.find('GET', '/admin/contests').length;
    const before = calls();
    suite.fault({ path: '/admin/contests', timeout: true, times: 1 });
    // Once the call is under way, the page's clock jumps past the client's time-out.
    const timedOut = await suite.open('/admin/contests/statistics', { clock: true });
    await expect.poll(calls).toBe(before + 1);
    await timedOut.clock.fastForward(API_TIME_OUT_MS + 1_000);
    await timedOut.getByText(/the request timed out/).waitFor();
  });

  it('an answer it cannot read: a sentence for staff, the call in small print, Retry, no stale range', async () => {
    suite.fault({
      path: '/admin/contests',
      method: 'GET',
      body: { data: { rows: [] } },
      status: 200,
    });
    const page = await suite.open('/admin/contests/statistics');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: "The server's answer could not be read." });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('GET /admin/contests: data: expected a list');
    expect(await bodyRows(page).count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: ' of ' }).count()).toBe(0);
    suite.mock.faults.clear();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await bodyRows(page).first().waitFor();
    expect(await page.getByRole('status').filter({ hasText: ' of ' }).innerText()).toMatch(
      /^1-25 of /,
    );
  });
});
