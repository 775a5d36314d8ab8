import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '../../mocks/handlers/context';
import type { ServerContext } from '../../src/contract';
import { expectNoSeriousViolations, networkQuiet, useBrowserSuite } from './harness';

const CONTEXT: ServerContext = {
  menu: [
    { label: 'Dashboard', path: '/', linkToPage: true },
    {
      label: 'Students',
      path: '/students',
      children: [
        { label: 'Manage Cashouts', path: '/cashouts' },
        { label: 'Cashout Report', path: '/cashout_report' },
      ],
    },
    { label: 'Mystery', path: '/mystery' },
    {
      label: 'Sales',
      path: '/sales',
      children: [{ label: 'Help Center', path: 'https://help.example.com/', externalPath: true }],
    },
  ],
  user: DEFAULT_CONTEXT.user,
  settings: { signInUrl: '/users/sign_in?from=console' },
};

const pathOf = (url: string) => new URL(url).pathname;

describe('the console shell in Chromium', () => {
  const suite = useBrowserSuite();

  it('builds the menu from the context and mounts only known routes it links to', async () => {
    const page = await suite.open('/admin/', { context: CONTEXT });
    await page.getByRole('menuitem', { name: 'Manage Cashouts' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Invoices' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Help Center' }).getAttribute('href')).toBe(
      'https://help.example.com/',
    );
    expect(await page.getByRole('menuitem', { name: 'Mystery' }).getAttribute('href')).toBe(
      '/admin/mystery',
    );

    // The menu links to /mystery, but no screen has that route: it is not mounted.
    await page.getByRole('menuitem', { name: 'Mystery' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(pathOf(page.url())).toBe('/admin/404');

    // A known screen the menu does not link to is not mounted either.
    const other = await suite.open('/admin/companies/invoices', { context: CONTEXT });
    await other.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(pathOf(other.url())).toBe('/admin/404');
  });

  it('toggles a submenu by mouse and keyboard, and makes a followed link active at the top of the page', async () => {
    const page = await suite.open('/admin/');
    const students = page.getByRole('menuitem', { name: 'Students' });
    const cashouts = page.getByRole('menuitem', { name: 'Manage Cashouts' });
    await cashouts.waitFor();
    expect(await students.getAttribute('aria-expanded')).toBe('true');
    expect(
      await page.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBe('page');

    await students.click();
    await cashouts.waitFor({ state: 'hidden' });
    expect(await students.getAttribute('aria-expanded')).toBe('false');
    await students.focus();
    await page.keyboard.press('Enter');
    await cashouts.waitFor();
    expect(await students.getAttribute('aria-expanded')).toBe('true');

    // Follow the link from the keyboard while the page is scrolled down.
    await page.getByRole('heading', { name: 'Daily creations' }).waitFor();
    await cashouts.evaluate((link) => (link as HTMLElement).focus({ preventScroll: true }));
    await page.evaluate(() => window.scrollTo(0, 800));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/students/cashouts');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await cashouts.getAttribute('aria-current')).toBe('page');
    expect(
      await page.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();

    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.waitFor();
    expect((await trail.innerText()).split(/\s*\/\s*|\n/).filter(Boolean)).toEqual([
      'Dashboard',
      'Students',
      'Manage Cashouts',
    ]);
    await trail.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
  });

  it("asks for a screen's code when the pointer reaches its link; until it arrives the move shows the loading state, after it the screen at once", async () => {
    const page = await suite.open('/admin/contests/drafts');
    await page.locator('[role="table"] [role="row"]').nth(1).waitFor();
    await networkQuiet(page);
    // From here on, every script the page asks for is held until the test lets it go.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/assets/*.js', (route) =>
      holding ? void held.push(route) : route.continue(),
    );
    const opportunities = page.getByRole('menuitem', { name: 'Opportunities' });

    // Pointing at the link is enough to ask for the screen's code.
    await opportunities.hover();
    await expect.poll(() => held.length).toBeGreaterThan(0);

    // Clicked before it arrives: the screen left goes, and the loading state says the next is coming.
    await opportunities.click();
    await page.waitForURL((url) => url.pathname === '/admin/sales/opportunities');
    const main = page.locator('#main-content');
    await main.getByRole('progressbar').waitFor();
    expect(await main.getByRole('heading', { name: 'Challenge Drafts' }).count()).toBe(0);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await main.getByRole('heading', { level: 1, name: 'Opportunities' }).waitFor();
    await main.locator('[role="table"] [role="row"]').nth(1).waitFor();

    // Back to a screen whose code has run: no loading state on the way.
    await page.evaluate(() => {
      const seen = { loading: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('#main-content [role="progressbar"]')) seen.loading = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('menuitem', { name: 'Drafts' }).click();
    await main.getByRole('heading', { level: 1, name: 'Challenge Drafts' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { seen: { loading: boolean } }).seen.loading),
    ).toBe(false);
  });

  it("starts from the server's active item and sub-item", async () => {
    const page = await suite.open('/admin/404', {
      context: { ...CONTEXT, active: { item: '/students', subItem: '/cashout_report' } },
    });
    const report = page.getByRole('menuitem', { name: 'Cashout Report' });
    await report.waitFor();
    expect(await report.getAttribute('aria-current')).toBe('page');
    expect(
      await page.getByRole('menuitem', { name: 'Manage Cashouts' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it("lets the server's active entries win over the address on first load, then follows the user", async () => {
    const page = await suite.open('/admin/students/cashouts', {
      context: { ...CONTEXT, active: { item: '/students', subItem: '/cashout_report' } },
    });
    await page.getByRole('heading', { level: 1, name: /Manage Cashouts/ }).waitFor();
    const report = page.getByRole('menuitem', { name: 'Cashout Report' });
    const cashouts = page.getByRole('menuitem', { name: 'Manage Cashouts' });
    expect(await report.getAttribute('aria-current')).toBe('page');
    expect(await cashouts.getAttribute('aria-current')).toBeNull();

    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/students/cashouts');
    await page.waitForFunction(() =>
      document.querySelector('[aria-current="page"]')?.textContent?.includes('Manage Cashouts'),
    );
    expect(await report.getAttribute('aria-current')).toBeNull();
  });

  it('takes the active entries from the address when the context names none', async () => {
    const page = await suite.open('/admin/students/cashout_report', { context: CONTEXT });
    const report = page.getByRole('menuitem', { name: 'Cashout Report' });
    await report.waitFor();
    expect(await report.getAttribute('aria-current')).toBe('page');
  });

  it('keeps icons and names when the sidebar folds', async () => {
    const page = await suite.open('/admin/');
    await page.getByRole('menuitem', { name: 'Manage Cashouts' }).waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Manage Cashouts' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Manage Cashouts' }).innerText()).toBe('');
  });

  it('a folded menu link takes a click anywhere on it, never the page beneath it', async () => {
    const page = await suite.open('/admin/contests/new');
    await page.getByRole('radio', { name: 'Timed' }).waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // Once the fold's transition is over, the page starts where the folded menu ends.
    await page.waitForFunction(
      () => (document.querySelector('#main-content')?.getBoundingClientRect().left ?? 999) < 100,
    );
    // Every point of every link of the folded menu is the link's own: none lies under the page.
    const covered = await page.getByRole('menuitem').evaluateAll((links) =>
      links.flatMap((link) => {
        const box = link.getBoundingClientRect();
        if (box.width === 0) return [];
        return [box.left + 2, box.left + box.width / 2, box.right - 2]
          .map((x) => document.elementFromPoint(x, box.top + box.height / 2))
          .filter((hit) => hit && !link.contains(hit) && !hit.closest('.MuiTooltip-popper'))
          .map(() => link.getAttribute('aria-label'));
      }),
    );
    expect(covered).toEqual([]);
    await page.getByRole('menuitem', { name: 'Drafts' }).click({ position: { x: 40, y: 10 } });
    await page.waitForURL((url) => url.pathname === '/admin/contests/drafts');
  });

  it('redirects an unknown path to /admin/404, a page with a way home', async () => {
    const page = await suite.open('/admin/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(pathOf(page.url())).toBe('/admin/404');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(pathOf(page.url())).toBe('/admin/');
  });

  it('answers several simultaneous 401s with one sign-in prompt and one toast, without looping', async () => {
    suite.fault({ path: '/admin/stats', status: 401 });
    suite.fault({ path: '/admin/chart', status: 401 });
    const page = await suite.open('/admin/', { context: CONTEXT });
    const dialog = page.getByRole('dialog', { name: 'Session ended' });
    await dialog.waitFor();
    // The modal prompt hides the rest of the page, the toast included, from the accessibility tree.
    const toast = page.locator('.MuiSnackbar-root', {
      hasText: 'Your session has ended. Please sign in again.',
    });
    await toast.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await toast.count()).toBe(1);
    expect(await dialog.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/users/sign_in?from=console',
    );
    expect(suite.mock.journal.find('GET', '/admin/stats')).toHaveLength(1);
    expect(suite.mock.journal.find('GET', '/admin/chart')).toHaveLength(3);
    // The page is still there behind the prompt.
    expect(await page.locator('h1', { hasText: 'Dashboard' }).isVisible()).toBe(true);
  });

  it('shows the access-denied page when a page load answers 403, and leaves it on the next page', async () => {
    suite.fault({ path: '/admin/stats', status: 403 });
    const page = await suite.open('/admin/');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('menuitem', { name: 'Manage Cashouts' }).click();
    await page.getByRole('heading', { level: 1, name: /Manage Cashouts/ }).waitFor();
    expect(await page.getByRole('heading', { name: 'Access denied' }).count()).toBe(0);
  });
});
