import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '../../mocks/handlers/context';
import { useBrowserSuite } from './harness';

/**
 * The entry sends the route's first data requests beside the console's code, and
 * the screen takes their answers over: one request per call, and the early answer's errors read
 * exactly as the screen's own.
 */
describe('the first data request leaves with the code', () => {
  const suite = useBrowserSuite();

  const bodyRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

  /** When the request for `api` started, and when the console's chunk had arrived. */
  const timings = (page: Page, api: string) =>
    page.evaluate((api) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const request = entries.find((entry) => entry.name.includes(api));
      const root = entries.find((entry) => /\/assets\/console-[\w-]+\.js$/.test(entry.name));
      return { requestStart: request?.startTime, rootArrived: root?.responseEnd };
    }, api);

  it('a list: one request, sent before the console’s code arrived, and the rows come from it', async () => {
    const page = await suite.open('/admin/contests/drafts');
    await bodyRows(page).first().waitFor();
    const calls = suite.mock.journal.find('GET', '/admin/contests');
    expect(calls.map((call) => call.query)).toEqual([{ scope: 'drafts', page: '1', limit: '25' }]);
    const { requestStart, rootArrived } = await timings(page, '/api/v1/admin/contests?');
    expect(requestStart).toBeDefined();
    expect(rootArrived).toBeDefined();
    expect(requestStart!).toBeLessThan(rootArrived!);
  });

  // Nine, not the eight: the form inputs the challenge request page shares with the
  // console are a group of their own so the solver's page does not carry them (docs/performance.md).
  it('every list page’s first view is a handful of JavaScript files (the chunk groups)', async () => {
    for (const path of ['/admin/contests/drafts', '/admin/students/cashout_report']) {
      const page = await suite.open(path);
      await bodyRows(page)
        .first()
        .or(page.getByRole('button', { name: /^Show details of / }).first())
        .waitFor();
      const scripts = await page.evaluate(
        () =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
            (entry) => /\.js$/.test(new URL(entry.name).pathname),
          ).length,
      );
      expect(scripts, path).toBeLessThanOrEqual(9);
    }
  });

  it('a list opened at an address with its search, page and size: the same one request', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'a' }));
    const page = await suite.open(
      `/admin/contests/statistics?filter=${filter}&page=1&perPage=50&sort=id&order=ASC`,
    );
    await bodyRows(page).first().waitFor();
    expect(suite.mock.journal.find('GET', '/admin/contests').map((call) => call.query)).toEqual([
      { scope: 'statistics', page: '1', limit: '50', search: 'a' },
    ]);
  });

  it('a list reopened without an address query uses the params react-admin stored', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'a' }));
    const page = await suite.open(
      `/admin/contests/drafts?filter=${filter}&page=1&perPage=50&sort=id&order=ASC`,
    );
    await bodyRows(page).first().waitFor();
    suite.mock.journal.clear();
    await page.goto(`${suite.url()}/admin/contests/drafts`);
    await bodyRows(page).first().waitFor();
    expect(suite.mock.journal.find('GET', '/admin/contests').map((call) => call.query)).toEqual([
      { scope: 'drafts', page: '1', limit: '50', search: 'a' },
    ]);
  });

  it('the dashboard: its figures and three charts, one request each', async () => {
    const page = await suite.open('/admin/');
    await page.getByRole('region', { name: 'Weekly signups' }).waitFor();
    await page.getByText('Users today').waitFor();
    expect(suite.mock.journal.find('GET', '/admin/stats')).toHaveLength(1);
    const charts = suite.mock.journal.find('GET', '/admin/chart').map((call) => call.query.type);
    expect(charts.sort()).toEqual(['cumulative_creations', 'daily_creations', 'weekly_signups']);
  });

  it('the Cashout Report: its first page, totals and statistics, one request each', async () => {
    const page = await suite.open('/admin/students/cashout_report');
    await page.getByRole('heading', { level: 1, name: 'Cashout Report' }).waitFor();
    await page.getByText('Total rewards').first().waitFor();
    await page
      .getByRole('button', { name: /^Show details of / })
      .first()
      .waitFor();
    for (const path of ['users', 'totals', 'statistics'])
      expect(suite.mock.journal.find('GET', `/admin/solvers/cashout_reports/${path}`)).toHaveLength(
        1,
      );
  });

  /** Once the form's own calls have read each option list (they keep it for the session). */
  const listsRead = (page: Page) =>
    page.waitForFunction(() =>
      ['staffTeam', 'companyTeams', 'permissionLocations'].every((name) =>
        sessionStorage.getItem(`form_selects:${name}`),
      ),
    );
  const FORM_LISTS = ['mindsumo_team', 'company_teams', 'contest_permission_locations'];

  it('the new challenge form: its option lists, sent before the form’s code arrived, one request each', async () => {
    const page = await suite.open('/admin/contests/new');
    await listsRead(page);
    for (const list of FORM_LISTS) {
      const path = `/admin/contests/form_selects/${list}`;
      expect(suite.mock.journal.find('GET', path), path).toHaveLength(1);
      const { requestStart, formArrived } = await page.evaluate((api) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const form = entries.find((entry) =>
          /\/assets\/challenge-form-[\w-]+\.js$/.test(entry.name),
        );
        return {
          requestStart: entries.find((entry) => entry.name.includes(api))?.startTime,
          formArrived: form?.responseEnd,
        };
      }, path);
      expect(requestStart!, path).toBeLessThan(formArrived!);
    }
  });

  it('an edit opened at its address: the challenge and the lists, one request each', async () => {
    const list = await suite.open('/admin/contests/drafts');
    const href = await list
      .getByRole('link', { name: /^Edit / })
      .first()
      .getAttribute('href');
    suite.mock.journal.clear();
    const page = await suite.open(href!);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).first().inputValue())
      .not.toBe('');
    await listsRead(page);
    const slug = href!.split('/').at(-2)!;
    expect(suite.mock.journal.find('GET', `/admin/contests/${slug}`)).toHaveLength(1);
    for (const name of FORM_LISTS)
      expect(suite.mock.journal.find('GET', `/admin/contests/form_selects/${name}`)).toHaveLength(
        1,
      );
  });

  it('an edit reached from its list: the challenge’s request leaves at the click, beside the form’s code, once', async () => {
    const page = await suite.open('/admin/contests/drafts');
    const edit = page.getByRole('link', { name: /^Edit / }).first();
    const slug = (await edit.getAttribute('href'))!.split('/').at(-2)!;
    // The form's code is held: whatever asks for it (the pointer on the link, the move), the page
    // that sends its own request cannot run until the test lets it go.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/assets/challenge-form-*.js', (route) =>
      holding ? void held.push(route) : route.continue(),
    );
    suite.mock.journal.clear();
    await edit.click();
    await expect
      .poll(() => suite.mock.journal.find('GET', `/admin/contests/${slug}`))
      .toHaveLength(1);
    expect(held.length).toBeGreaterThan(0);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).first().inputValue())
      .not.toBe('');
    // The form took the answer to that request: it sent none of its own.
    expect(suite.mock.journal.find('GET', `/admin/contests/${slug}`)).toHaveLength(1);
  });

  it('an edit pressed on its list: the challenge’s request leaves with the press, before the release, once', async () => {
    const page = await suite.open('/admin/contests/drafts');
    await bodyRows(page).first().waitFor();
    const [first, second] = await page.getByRole('link', { name: /^Edit / }).all();
    const slugs = new Map<typeof first, string>();
    for (const link of [first, second])
      slugs.set(link, (await link.getAttribute('href'))!.split('/').at(-2)!);
    const calls = (link: typeof first) =>
      suite.mock.journal.find('GET', `/admin/contests/${slugs.get(link)}`);
    suite.mock.journal.clear();

    // A press that would open a tab (Ctrl) or a menu (the right button) is not a move: nothing
    // leaves. (Released off the link, so no tab opens.)
    await second.hover();
    await page.keyboard.down('Control');
    await page.mouse.down();
    await page.mouse.move(0, 0);
    await page.mouse.up();
    await page.keyboard.up('Control');
    await second.click({ button: 'right' });
    await page.keyboard.press('Escape');
    expect(calls(second)).toHaveLength(0);

    await first.hover();
    await page.mouse.down();
    await expect.poll(() => calls(first)).toHaveLength(1);
    expect(page.url()).toMatch(/\/admin\/contests\/drafts$/);
    await page.mouse.up();
    await page.waitForURL(/\/edit$/);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).first().inputValue())
      .not.toBe('');
    // The form took the answer to the press's request: it sent none of its own.
    expect(calls(first)).toHaveLength(1);
    expect(calls(second)).toHaveLength(0);
  });

  it('an edit left before its challenge arrives: the request sent at the click is called off', async () => {
    const page = await suite.open('/admin/contests/drafts');
    await bodyRows(page).first().waitFor();
    const edit = page.getByRole('link', { name: /^Edit / }).first();
    const slug = (await edit.getAttribute('href'))!.split('/').at(-2)!;
    const api = `/api/v1/admin/contests/${slug}`;
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText.includes('ABORTED'))
        aborted.push(new URL(request.url()).pathname);
    });
    // The server keeps the challenge's answer: a slow server, or one that is down.
    suite.fault({ path: `/admin/contests/${slug}`, method: 'GET', hold: true });
    await edit.click();
    await expect
      .poll(() => suite.mock.journal.find('GET', `/admin/contests/${slug}`))
      .toHaveLength(1);
    await page.goBack();
    await bodyRows(page).first().waitFor();
    // Left, the form no longer waits for it, so it holds none of the browser's connections.
    await expect.poll(() => aborted).toContain(api);
    suite.mock.faults.clear();
  });

  it('the solver’s challenge page: its challenge, sent before the page’s code arrived, one request', async () => {
    const page = await suite.open('/challenges/open-challenge');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(suite.mock.journal.find('GET', '/contests/open-challenge')).toHaveLength(1);
    const { requestStart, areaArrived } = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        requestStart: entries.find((entry) => entry.name.includes('/contests/open-challenge'))
          ?.startTime,
        areaArrived: entries.find((entry) => /\/assets\/SolverApp-[\w-]+\.js$/.test(entry.name))
          ?.responseEnd,
      };
    });
    expect(requestStart!).toBeLessThan(areaArrived!);
  });

  it('a 500 on the solver’s early request: the page’s own failure and Retry', async () => {
    suite.fault({ path: '/contests/open-challenge', status: 500, times: 1 });
    const page = await suite.open('/challenges/open-challenge');
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(suite.mock.journal.find('GET', '/contests/open-challenge')).toHaveLength(1);
    await retry.click();
    // The failure's own heading is a level 1 too: the challenge is there once Retry has gone.
    await retry.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => suite.mock.journal.find('GET', '/contests/open-challenge'))
      .toHaveLength(2);
  });

  it('sends nothing early when the page’s context moves the API elsewhere', async () => {
    const page = await suite.open('/admin/contests/drafts', {
      context: { ...DEFAULT_CONTEXT, apiBase: '/elsewhere/api/v1' },
    });
    // The list asks the context's base (which this server does not answer), never the build's.
    await page.waitForRequest((request) =>
      request.url().includes('/elsewhere/api/v1/admin/contests'),
    );
    expect(suite.mock.journal.find('GET', '/admin/contests')).toHaveLength(0);
  });

  it('a 500 on the early request: the list’s own failure and Retry', async () => {
    suite.fault({ path: '/admin/contests', status: 500, times: 1 });
    const page = await suite.open('/admin/contests/drafts');
    await page.getByText('The list could not be loaded.').waitFor();
    expect(suite.mock.journal.find('GET', '/admin/contests')).toHaveLength(1);
    await page.getByRole('button', { name: 'Retry' }).click();
    await bodyRows(page).first().waitFor();
  });

  it('a 401 on the early request: the session-ended prompt, as for the screen’s own', async () => {
    suite.fault({ path: '/admin/contests', status: 401, times: 1 });
    const page = await suite.open('/admin/contests/drafts');
    await page.getByRole('dialog', { name: 'Session ended' }).waitFor();
    expect(suite.mock.journal.find('GET', '/admin/contests')).toHaveLength(1);
  });

  it('an answer of the wrong shape on the early request: the message in place', async () => {
    suite.fault({ path: '/admin/stats', status: 200, body: { data: 'ready' }, times: 1 });
    const page = await suite.open('/admin/');
    await page.getByText('Failed to load the statistics').waitFor();
    expect(suite.mock.journal.find('GET', '/admin/stats')).toHaveLength(1);
    // The rest of the dashboard stands.
    await page.getByRole('region', { name: 'Weekly signups' }).waitFor();
  });
});
