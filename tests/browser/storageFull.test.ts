import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './harness';

const DRAFTS = '/admin/contests/drafts';
const FULL =
  "This browser's storage is full: saved views, chosen columns and drafts are kept for this page only. Free some space (this site's data, in the browser's settings) to keep them.";
const SERVER_BLAMED = /the server sent data/;

/** Fills the origin's local storage to its quota, as other pages of the origin may have. */
const fillStorage = (page: Page) =>
  page.evaluate(() => {
    let index = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const text = 'x'.repeat(size);
      try {
        for (;;) localStorage.setItem(`filler:${index++}`, text);
      } catch {
        // this size no longer fits: try a smaller one
      }
    }
    try {
      localStorage.setItem('filler:probe', 'x');
      return false;
    } catch {
      return true;
    }
  });

/** Counts from now on how many times a notice with this text appears. */
const countShown = async (page: Page, text: string) => {
  await page.evaluate((wanted) => {
    const state = { count: 0, present: false };
    (window as unknown as { shownCount: typeof state }).shownCount = state;
    new MutationObserver(() => {
      const present = [...document.querySelectorAll('.MuiSnackbar-root')].some((element) =>
        element.textContent?.includes(wanted),
      );
      if (present && !state.present) state.count += 1;
      state.present = present;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return () =>
    page.evaluate(() => (window as unknown as { shownCount: { count: number } }).shownCount.count);
};

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

describe('a full browser storage in Chromium', () => {
  const suite = useBrowserSuite();

  it('a list searches, pages and saves a view from memory, says once that nothing is kept, and never blames the server', async () => {
    const page = await suite.open(DRAFTS);
    await rows(page).first().waitFor();
    expect(await fillStorage(page)).toBe(true);
    const timesShown = await countShown(page, FULL);

    // react-admin writes the list's params on every change: the list goes on.
    const title = (await rows(page).first().getByRole('cell').first().textContent()) ?? '';
    const term = title.trim().split(/\s+/)[0];
    await page.getByRole('searchbox', { name: 'Search' }).fill(term);
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes(term) === true);
    await rows(page).first().waitFor();
    await page.getByText(FULL).waitFor();
    expect(await page.getByText(SERVER_BLAMED).count()).toBe(0);
    expect(await page.getByText('This part could not be shown', { exact: false }).count()).toBe(0);

    // A view is saved for this page: it is in the menu, said once, nothing falls.
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Mine');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('navigation', { name: 'Saved views' }).getByText('Mine').waitFor();
    expect(await page.getByText('Showing the view “Mine”').count()).toBe(1);
    expect(await timesShown()).toBe(1);

    // After a reload the view could not be kept: the address's name is not said to be saved.
    await page.reload();
    await rows(page).first().waitFor();
    await page.getByText('Showing “Mine”, a view that is not among your saved views').waitFor();
    expect(await page.getByText(SERVER_BLAMED).count()).toBe(0);
  });

  it('a storage whose values were damaged by hand or another build: the list opens with its defaults', async () => {
    const page = await suite.open(DRAFTS, {
      storage: {
        'RaStore.drafts.listParams': '{"page":',
        'RaStore.theme': 'dark"',
        'RaStore.sidebar.open': '[',
      },
    });
    await rows(page).first().waitFor();
    expect(await page.getByText(SERVER_BLAMED).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('RaStore.theme'))).toBeNull();
  });
});
