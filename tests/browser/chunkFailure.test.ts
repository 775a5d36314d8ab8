import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

const LOAD_FAILED =
  'This page could not be loaded: part of its code did not arrive. Check your connection, then reload the page.';

/** The area's chunk fails to arrive (as on a dropped connection), from the next page load on. */
const dropChunk = async (page: Page, pattern: string) => {
  await page.route(pattern, (route) => route.abort('connectionfailed'));
  return () => page.unroute(pattern);
};

const SECTION_CODE_FAILED =
  'This part could not be shown: part of its code did not arrive. Check your connection, then retry.';

/**
 * Scripts (all, or those `which` picks) fail, as on a dropped connection, until `restore`. After
 * it, a URL that failed keeps failing: some browsers (Firefox, Chromium for years) keep a failed
 * dynamic import's outcome for the life of the page, so only a fresh URL can bring the code.
 */
const dropScripts = async (page: Page, which: (url: string) => boolean = () => true) => {
  const failed = new Set<string>();
  const asked: string[] = [];
  let online = false;
  await page.route(
    (url) => /\/assets\/[^/]+\.js$/.test(url.pathname),
    (route) => {
      const url = route.request().url();
      asked.push(url);
      if (which(url) && (!online || failed.has(url))) {
        failed.add(url);
        return route.abort('connectionfailed');
      }
      return route.continue();
    },
  );
  return { restore: () => (online = true), asked: () => asked };
};

describe('an area whose own code does not arrive says so in place, with Reload', () => {
  const suite = useBrowserSuite();

  it('the console: the shell stays, the message and Reload replace the loading state', async () => {
    // Code fetched on first use: a context whose cache has never held it.
    const page = await suite.open('/admin/404', { ownContext: true });
    const restore = await dropChunk(page, '**/assets/console-*.js');
    await page.goto(`${suite.url()}/admin/contests/drafts`);

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.getByText(LOAD_FAILED, { exact: true }).count()).toBe(1);
    // The shell painted before is still there: the page's heading, the app bar.
    expect(await page.locator('[data-shell-skeleton] h1').textContent()).toBe('Challenge Drafts');
    expect(await page.getByRole('status').count()).toBe(0);
    await expectNoSeriousViolations(page);

    // By keyboard, once the connection is back: the console comes.
    await restore();
    await alert.getByRole('button', { name: 'Reload' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[role="table"] [role="row"]').nth(1).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Challenge Drafts');
    expect(await page.getByText(LOAD_FAILED).count()).toBe(0);
  });

  it('a console screen reached by a move: the message and Reload in place, the menu stays', async () => {
    const page = await suite.open('/admin/contests/drafts');
    await page.locator('[role="table"] [role="row"]').nth(1).waitFor();
    // Every script asked for from here on fails, as on a dropped connection.
    await page.route('**/assets/*.js', (route) => route.abort('connectionfailed'));
    await page.getByRole('menuitem', { name: 'Opportunities' }).click();

    const alert = page.locator('#main-content').getByRole('alert');
    await alert.waitFor();
    expect(await alert.getByText(LOAD_FAILED, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Drafts' }).isVisible()).toBe(true);
    expect(await page.locator('#main-content').getByRole('progressbar').count()).toBe(0);
    await expectNoSeriousViolations(page);

    // Once the connection is back, Reload brings the screen.
    await page.unroute('**/assets/*.js');
    await alert.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Opportunities' }).waitFor();
    expect(await page.getByText(LOAD_FAILED).count()).toBe(0);
  });

  it('a move to another route of a page whose code failed (an edit, then the new challenge) asks for the code again', async () => {
    const page = await suite.open('/admin/contests/drafts', { ownContext: true });
    await page.locator('[role="table"] [role="row"]').nth(1).waitFor();
    const connection = await dropScripts(page);
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    const alert = page.locator('#main-content').getByRole('alert');
    await alert.getByText(LOAD_FAILED, { exact: true }).waitFor();

    // The connection is back; the new challenge is the same page as the edit.
    connection.restore();
    await page.keyboard.press('g');
    await page.keyboard.press('n');
    await page.waitForURL(/\/admin\/contests\/new$/);
    await page.getByRole('radio', { name: 'Ideation' }).waitFor();
    expect(await page.getByText(LOAD_FAILED).count()).toBe(0);
    expect(connection.asked().some((url) => url.includes('?retry='))).toBe(true);
  });

  it('a chart whose code failed is asked for again by its Retry on the dashboard', async () => {
    const page = await suite.open('/admin/404', { ownContext: true });
    const connection = await dropScripts(page, (url) => /\/ChartPlot-[\w-]+\.js/.test(url));
    await page.goto(`${suite.url()}/admin/`);
    // Said as code that did not arrive, never as the server's data.
    const failure = page.getByRole('alert').filter({ hasText: SECTION_CODE_FAILED }).first();
    await failure.waitFor();
    expect(await page.getByText(/the server sent data/).count()).toBe(0);

    connection.restore();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    expect(connection.asked().some((url) => url.includes('?retry='))).toBe(true);
  });

  it('the challenge page: the message and Reload instead of a blank page', async () => {
    // Code fetched on first use: a context whose cache has never held it.
    const page = await suite.open('/admin/404', { ownContext: true });
    const restore = await dropChunk(page, '**/assets/SolverApp-*.js');
    await page.goto(`${suite.url()}/challenges/smart-packaging`);

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.getByText(LOAD_FAILED, { exact: true }).count()).toBe(1);
    await expectNoSeriousViolations(page);

    await restore();
    await alert.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText(LOAD_FAILED).count()).toBe(0);
  });
});
