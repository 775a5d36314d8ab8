import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '../../mocks/handlers/context';
import { useBrowserSuite } from './harness';

/**
 * The first screen's answers, sent with the code, are in react-query's cache before the console
 * mounts: the console's first render draws the data itself, not a loading state that a second
 * task replaces (docs/decisions.md, "The first rows in the first render").
 */

interface FirstRender {
  /** Whether the first DOM change that held the console's layout held the data as well. */
  withData: boolean | null;
}

/**
 * Installed before the page's scripts: at the first mutation that brings react-admin's layout
 * (the skeleton before it has none), notes whether every selector already finds an element with
 * text. React commits a render at once, so this is what the console's first render drew.
 */
const watchFirstRender = (selectors: string[]) => {
  const seen: FirstRender = { withData: null };
  (window as unknown as { __firstRender: FirstRender }).__firstRender = seen;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.RaLayout-content')) return;
    seen.withData = selectors.every((selector) =>
      [...document.querySelectorAll(selector)].some((found) => found.textContent?.trim()),
    );
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true });
};

const firstRender = (page: Page) =>
  page
    .waitForFunction(
      () => (window as unknown as { __firstRender: FirstRender }).__firstRender.withData !== null,
    )
    .then(() =>
      page.evaluate(() => (window as unknown as { __firstRender: FirstRender }).__firstRender),
    );

const ROW = '[role="table"] [role="rowgroup"]:last-child > [role="row"]';

describe('the first screen draws its data in the console’s first render', () => {
  const suite = useBrowserSuite();

  const openWatching = (path: string, selectors: string[]) =>
    suite.open(path, {
      init: async (context: BrowserContext) => {
        await context.addInitScript(watchFirstRender, selectors);
      },
    });

  it('a list: its rows, from its one request', async () => {
    const page = await openWatching('/admin/contests/drafts', [ROW]);
    expect(await firstRender(page)).toEqual({ withData: true });
    expect(suite.mock.journal.find('GET', '/admin/contests')).toHaveLength(1);
  });

  it('a list opened at an address with its search, page and size', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'a' }));
    const page = await openWatching(
      `/admin/contests/statistics?filter=${filter}&page=1&perPage=50&sort=id&order=ASC`,
      [ROW],
    );
    expect(await firstRender(page)).toEqual({ withData: true });
    expect(suite.mock.journal.find('GET', '/admin/contests')).toHaveLength(1);
  });

  it('the dashboard: its figures', async () => {
    const page = await openWatching('/admin/', ['dl dd']);
    expect(await firstRender(page)).toEqual({ withData: true });
    expect(suite.mock.journal.find('GET', '/admin/stats')).toHaveLength(1);
    expect(suite.mock.journal.find('GET', '/admin/chart')).toHaveLength(3);
  });

  it('the Cashout Report: its users and both summary cards', async () => {
    const page = await openWatching('/admin/students/cashout_report', [
      'article[aria-label]',
      'section[aria-labelledby] dl dd',
    ]);
    expect(await firstRender(page)).toEqual({ withData: true });
    await page.getByRole('heading', { name: 'Platform totals' }).waitFor();
    for (const path of ['/users', '/totals', '/statistics'])
      expect(
        suite.mock.journal.find('GET', `/admin/solvers/cashout_reports${path}`),
        path,
      ).toHaveLength(1);
  });

  it('a list that opens a saved default view: the view’s rows, never the address’s first', async () => {
    const store = {
      version: 1,
      lists: [
        {
          list: 'drafts',
          views: [{ id: 'v1', name: 'Second page', state: { filter: {}, perPage: 10 } }],
          defaultView: 'v1',
        },
      ],
    };
    const page = await suite.open('/admin/contests/drafts', {
      storage: { [`console:views:${DEFAULT_CONTEXT.user!.id}`]: JSON.stringify(store) },
      init: async (context: BrowserContext) => {
        await context.addInitScript(watchFirstRender, [ROW]);
      },
    });
    expect(await firstRender(page)).toEqual({ withData: false });
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('Second page');
    await page.locator(ROW).nth(9).waitFor();
    expect(await page.locator(ROW).count()).toBe(10);
  });

  it('a list whose answer comes late: the list’s loading state, then its rows, still one request', async () => {
    suite.fault({ path: '/admin/contests', delayMs: 1500, times: 1 });
    const page = await openWatching('/admin/contests/drafts', [ROW]);
    expect(await firstRender(page)).toEqual({ withData: false });
    await page.locator(ROW).first().waitFor();
    expect(suite.mock.journal.find('GET', '/admin/contests')).toHaveLength(1);
  });
});
