import { getDay } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../mocks/db/people';
import { computeStats } from '../../mocks/db/stats';
import { formatCount, formatUsd } from '../../src/ui/format';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { confirmSignInAs } from './signInAs';

const figure = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`);
const chart = (page: Page, name: string) => page.getByRole('region', { name });
const drawn = (page: Page, name: string) => chart(page, name).locator('svg.MuiChartsSvgLayer-root');

describe('the dashboard in Chromium', () => {
  const suite = useBrowserSuite();

  it('shows the figures formatted as the seed says: total cashouts without decimals', async () => {
    const stats = computeStats(new Date());
    // The seed's cashed-out total has cents, so a 2-decimal rendering would show them.
    expect(Number.isInteger(stats.cashedOut)).toBe(false);
    const page = await suite.open('/admin/');
    await figure(page, 'Total cashouts').filter({ hasText: '$' }).waitFor();
    expect(await figure(page, 'Total cashouts').innerText()).toBe(formatUsd(stats.cashedOut, 0));
    expect(await figure(page, 'Total cashouts').innerText()).not.toContain('.');
    expect(await figure(page, 'Challenges').innerText()).toBe(formatCount(stats.contestsCount));
    expect(await figure(page, 'Solutions').innerText()).toBe(formatCount(stats.solutionsCount));
    expect(await figure(page, 'Companies').innerText()).toBe(formatCount(stats.challengersCount));
    expect(await figure(page, 'Students').innerText()).toBe(formatCount(stats.solversCount));
    expect(await figure(page, 'Users this month').innerText()).toBe(
      formatCount(stats.usersThisMonth),
    );
    expect(await figure(page, 'Users last month').innerText()).toBe(
      formatCount(stats.usersLastMonth),
    );
    expect(await figure(page, 'Users today').innerText()).toBe(formatCount(stats.usersToday));
    expect(await figure(page, 'Users yesterday').innerText()).toBe(
      formatCount(stats.usersYesterday),
    );
    expect(await page.getByRole('region', { name: 'Total users' }).innerText()).toContain(
      formatCount(stats.totalUsers),
    );
    expect(await page.getByText(/^Last updated: /).innerText()).toMatch(
      /^Last updated: \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/,
    );
  });

  it('loads each chart for 14 days, then again with the days_compute of the chosen period', async () => {
    const page = await suite.open('/admin/');
    await Promise.all(
      ['Weekly signups', 'Cumulative creations', 'Daily creations'].map((name) =>
        drawn(page, name).waitFor(),
      ),
    );
    const sent = () =>
      suite.mock.journal
        .find('GET', '/admin/chart')
        .map((entry) => `${entry.query.type}:${entry.query.days_compute}`);
    expect(sent().sort()).toEqual([
      'cumulative_creations:14',
      'daily_creations:14',
      'weekly_signups:14',
    ]);

    const choices = [
      ['Weekly signups', '7 days', 'weekly_signups:7'],
      ['Cumulative creations', 'This Week', `cumulative_creations:${getDay(new Date())}`],
      ['Daily creations', 'All Time', 'daily_creations:72000'],
      ['Weekly signups', '365 days', 'weekly_signups:365'],
    ] as const;
    for (const [name, option, expected] of choices) {
      await chart(page, name).getByLabel('Period').selectOption({ label: option });
      await expect.poll(sent).toContain(expected);
    }
    expect(sent()).toHaveLength(3 + choices.length);
    await drawn(page, 'Daily creations').waitFor();
  });

  it('names the series of each chart after the chart when the server names none', async () => {
    const points = (value: number) => [
      ['2026-03-01', value],
      ['2026-03-02', value + 1],
    ];
    suite.fault({
      path: '/admin/chart',
      status: 200,
      body: { data: { series: [{ points: points(3) }, { points: points(5) }] } },
    });
    const page = await suite.open('/admin/');
    for (const name of ['Weekly signups', 'Cumulative creations', 'Daily creations']) {
      await drawn(page, name).waitFor();
      const legend = chart(page, name).locator('.MuiChartsLegend-label');
      expect(await legend.allInnerTexts()).toEqual([`${name} 1`, `${name} 2`]);
    }
  });

  it('shows the menu and the figures before the chart code arrives', async () => {
    // Code fetched on first use: a context whose cache has never held it.
    const page = await suite.open('/admin/404', { ownContext: true });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ChartPlot-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await figure(page, 'Total cashouts').filter({ hasText: '$' }).waitFor();
    await page.getByRole('menuitem', { name: 'Manage Cashouts' }).waitFor();
    await chart(page, 'Weekly signups')
      .getByRole('progressbar', { name: 'Loading Weekly signups…' })
      .waitFor();
    expect(await drawn(page, 'Weekly signups').count()).toBe(0);
    release();
    await drawn(page, 'Weekly signups').waitFor();
  });

  it('shows a failed stats load in place with Retry, logs it once, and the rest still works', async () => {
    suite.fault({ path: '/admin/stats', status: 500 });
    const errors: string[] = [];
    const page = await suite.open('/admin/');
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await drawn(page, 'Daily creations').waitFor();
    expect(await figure(page, 'Total cashouts').innerText()).toBe('—');
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load the statistics' });
    await failure.waitFor();
    expect(await page.getByRole('button', { name: 'Sign in as user' }).count()).toBe(1);
    await expect
      .poll(() => errors.filter((text) => text.includes('Load failed: GET /admin/stats (500)')))
      .toHaveLength(1);
    suite.mock.faults.clear();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await failure.waitFor({ state: 'detached' });
    expect(await figure(page, 'Total cashouts').innerText()).not.toBe('—');
    expect(errors.filter((text) => text.includes('Load failed'))).toHaveLength(1);
  });

  it('shows every figure it can read, and says in place which one could not be read', async () => {
    const { updatedAtTimestamp: _left, ...stats } = computeStats(new Date());
    suite.fault({
      path: '/admin/stats',
      status: 200,
      body: { data: { ...stats, updatedAt: null, contestsCount: '12', usersToday: 'many' } },
    });
    const page = await suite.open('/admin/');
    await figure(page, 'Total cashouts').filter({ hasText: '$' }).waitFor();
    expect(await figure(page, 'Challenges').innerText()).toBe('12');
    expect(await figure(page, 'Users today').innerText()).toBe('Could not be read');
    expect(await figure(page, 'Total cashouts').innerText()).toBe(formatUsd(stats.cashedOut, 0));
    expect(await figure(page, 'Solutions').innerText()).toBe(formatCount(stats.solutionsCount));
    expect(await figure(page, 'Users yesterday').innerText()).toBe(
      formatCount(stats.usersYesterday),
    );
    expect(await page.getByRole('region', { name: 'Total users' }).innerText()).toContain(
      formatCount(stats.totalUsers),
    );
    await page.getByText('Last updated: could not be read').waitFor();
    expect(await page.getByText('Failed to load the statistics').count()).toBe(0);
  });

  it('shows the last update from updatedAt when the timestamp is missing', async () => {
    const { updatedAtTimestamp: _left, ...stats } = computeStats(new Date());
    suite.fault({ path: '/admin/stats', status: 200, body: { data: stats } });
    const page = await suite.open('/admin/');
    await figure(page, 'Total cashouts').filter({ hasText: '$' }).waitFor();
    expect(await page.getByText(/^Last updated: /).innerText()).toMatch(
      /^Last updated: \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/,
    );
    expect(await figure(page, 'Students').innerText()).toBe(formatCount(stats.solversCount));
  });

  it('signs in as a user after a confirmation naming them, then goes to the root path', async () => {
    const email = users().all()[40].email;
    const page = await suite.open('/admin/');
    const submit = page.getByRole('button', { name: 'Sign in as user' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'User e-mail' }).fill(email);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Sign in as another user?' });
    expect(await dialog.innerText()).toContain(email);
    // A double click sends one request.
    await confirmSignInAs(
      page,
      dialog.getByRole('button', { name: `Sign in as ${email}` }),
      (button) => button.dblclick(),
    );
    expect(
      suite.mock.journal.find('POST', '/accounts/admin_login_as').map((entry) => entry.body),
    ).toEqual([{ email }]);
  });

  it('keeps the confirmation open after a double click on Sign in as user', async () => {
    const email = users().all()[40].email;
    const page = await suite.open('/admin/');
    await page.getByRole('textbox', { name: 'User e-mail' }).fill(email);
    await page.getByRole('button', { name: 'Sign in as user' }).dblclick();
    const dialog = page.getByRole('dialog', { name: 'Sign in as another user?' });
    await dialog.waitFor();
    // Once its transitions have ended, the dialog is either gone (closed by the second click) or open.
    await page.waitForFunction(() => {
      const root = document.querySelector('.MuiDialog-root');
      return !root || root.getAnimations({ subtree: true }).length === 0;
    });
    expect(await dialog.isVisible()).toBe(true);
    expect(suite.mock.journal.find('POST', '/accounts/admin_login_as')).toHaveLength(0);
    await confirmSignInAs(page, dialog.getByRole('button', { name: `Sign in as ${email}` }));
  });

  it('shows the server error on the field and the generic toast when impersonation fails', async () => {
    const page = await suite.open('/admin/');
    const input = page.getByRole('textbox', { name: 'User e-mail' });
    await input.fill('nobody@nowhere.example');
    await page.getByRole('button', { name: 'Sign in as user' }).click();
    await page.getByRole('button', { name: 'Sign in as nobody@nowhere.example' }).click();
    await page.getByRole('alert').filter({ hasText: 'Something went wrong...' }).waitFor();
    await page.getByText('No user found with this e-mail').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await input.inputValue()).toBe('nobody@nowhere.example');
    expect(new URL(page.url()).pathname).toBe('/admin/');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('passes axe in the light and the dark theme', async () => {
    const page = await suite.open('/admin/');
    await Promise.all(
      ['Weekly signups', 'Cumulative creations', 'Daily creations'].map((name) =>
        drawn(page, name).waitFor(),
      ),
    );
    await figure(page, 'Total cashouts').filter({ hasText: '$' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await page.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor === 'rgb(18, 18, 18)',
    );
    await expectNoSeriousViolations(page);
  });
});
