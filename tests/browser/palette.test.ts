import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { RECENT_KEY } from '../../src/layout/palette/recent';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { choose, heading, openPalette, ready, solver } from './paletteHelpers';

describe('the command palette in Chromium', () => {
  const suite = useBrowserSuite();

  it('opens a screen fuzzy-matched by its title, by keyboard only', async () => {
    const page = await suite.open('/admin/');
    await ready(page);
    await openPalette(page);
    await page.keyboard.type('cash rep');
    const options = page.getByRole('option');
    await expect.poll(() => options.first().innerText()).toMatch(/^Cashout Report/);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /results?$/ })
        .innerText(),
    ).toMatch(/^\d+ results?$/);
    await page.keyboard.press('Enter');
    await heading(page, 'Cashout Report').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/students/cashout_report');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('lists only the screens the server menu mounts', async () => {
    const page = await suite.open('/admin/', {
      context: {
        menu: [
          { label: 'Dashboard', path: '/', linkToPage: true },
          {
            label: 'Students',
            path: '/students',
            children: [{ label: 'Payouts', path: '/cashouts' }],
          },
        ],
        user: { id: 1, name: 'Morgan Admin', email: 'morgan.admin@mindsumo.com' },
        settings: {},
      },
    });
    await ready(page);
    await openPalette(page);
    const screens = page.getByRole('group', { name: 'Screens' }).getByRole('option');
    await screens.first().waitFor();
    expect(await screens.allInnerTexts()).toEqual([
      expect.stringMatching(/^Dashboard/),
      expect.stringMatching(/^Manage Cashouts/),
      expect.stringMatching(/^Create challenge/),
    ]);
    // The menu's own label finds the screen too.
    await page.keyboard.type('payouts');
    await expect
      .poll(() => screens.allInnerTexts())
      .toEqual([expect.stringMatching(/^Manage Cashouts/)]);
    // An e-mail offers only what is mounted: impersonation (the dashboard), no support tools, no report.
    await page.keyboard.press('Control+a');
    await page.keyboard.type(solver().email);
    const actions = page.getByRole('group', { name: `For ${solver().email}` }).getByRole('option');
    await expect.poll(() => actions.count()).toBe(1);
    expect(await actions.innerText()).toMatch(/^Sign in as this user/);
  });

  it('offers edit, clone and open for a slug and for a console URL', async () => {
    const { slug, title } = contests().all()[0];
    const page = await suite.open('/admin/');
    await ready(page);
    await openPalette(page);
    await page.keyboard.type(slug);
    const group = page.getByRole('group', { name: `Challenge ${slug}` });
    await group.waitFor();
    expect(
      (await group.getByRole('option').allInnerTexts()).map((text) => text.split('\n')[0]),
    ).toEqual(['Edit challenge', 'Clone challenge', 'Open the challenge page']);
    await choose(page, /^Edit challenge/);
    await page.waitForURL((url) => url.pathname === `/admin/contests/${slug}/edit`);

    await openPalette(page);
    await page.keyboard.type(`${suite.url()}/admin/contests/${slug}/edit`);
    await choose(page, /^Clone challenge/);
    await page.waitForURL((url) => url.pathname === `/admin/contests/${slug}/clone`);

    await openPalette(page);
    await page.keyboard.type(slug);
    await choose(page, /^Open the challenge page/);
    await page.waitForURL((url) => url.pathname === `/challenges/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('opens any /admin/ URL', async () => {
    const page = await suite.open('/admin/');
    await ready(page);
    await openPalette(page);
    await page.keyboard.type('/admin/companies/invoices?page=2');
    await choose(page, 'Open /companies/invoices?page=2');
    await page.waitForURL((url) => url.pathname === '/admin/companies/invoices');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  });

  it('keeps the last screens and people under one key, and clears them', async () => {
    const { email } = solver();
    const page = await suite.open('/admin/');
    await ready(page);
    await openPalette(page);
    await page.keyboard.type('invoices');
    await page.keyboard.press('Enter');
    await heading(page, 'Invoices').waitFor();
    await openPalette(page);
    await page.keyboard.type(email);
    await choose(page, /^Support tools for a solver/);
    await heading(page, 'Support tools for a solver').waitFor();

    const stored = await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY);
    expect(JSON.parse(stored ?? '[]')).toEqual([
      { type: 'person', email },
      { type: 'screen', path: '/companies/invoices' },
    ]);
    await openPalette(page);
    const recent = page.getByRole('group', { name: 'Recent' }).getByRole('option');
    expect((await recent.allInnerTexts()).map((text) => text.split('\n')[0])).toEqual([
      `Actions for ${email}`,
      'Invoices',
      'Clear recent items',
    ]);
    // A remembered person fills the box with their e-mail.
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: `For ${email}` }).waitFor();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await choose(page, 'Clear recent items');
    await page.getByRole('group', { name: 'Recent' }).waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)).toBeNull();
  });

  it('closes with Escape and returns focus where it was, from the keys and from the button', async () => {
    const page = await suite.open('/admin/');
    await ready(page);
    const toggle = page.getByRole('button', { name: 'Toggle light/dark mode' });
    await toggle.focus();
    await openPalette(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => toggle.evaluate((node) => node === document.activeElement)).toBe(true);

    const button = page.getByRole('button', { name: /^Search screens, people and challenges/ });
    await button.focus();
    await page.keyboard.press('Enter');
    // The palette's own field: the dashboard's period selects are comboboxes too.
    await page.getByRole('dialog').getByRole('combobox').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it('passes axe with the palette open, in light and dark', async () => {
    const page = await suite.open('/admin/');
    await ready(page);
    await openPalette(page);
    await page.keyboard.type('s');
    await page.getByRole('option').first().waitFor();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await page.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor === 'rgb(18, 18, 18)',
    );
    await openPalette(page);
    await page.keyboard.type('someone@example.com');
    await page.getByRole('option').first().waitFor();
    await expectNoSeriousViolations(page);
  });

  it('Edit for a slug no challenge has: says it does not exist and offers the drafts list', async () => {
    const page = await suite.open('/admin/');
    await ready(page);
    await openPalette(page);
    await page.keyboard.type('no-such-challenge');
    await choose(page, /^Edit challenge/);
    await page.waitForURL((url) => url.pathname === '/admin/contests/no-such-challenge/edit');
    await page
      .getByText(
        'There is no challenge "no-such-challenge": it may have been deleted, or the address is mistyped.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Open Challenge Drafts' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/contests/drafts');
  });

  it('fetches its code on first use only, and says so when it does not arrive', async () => {
    // No connection for the palette's chunk from the page's first request on: whatever asks for
    // it, at any time, finds it refused. The chunk is refused under any query too: once the Ctrl
    // press's prefetch has failed, K asks for it again under a fresh query
    // (src/ui/moduleCache.ts).
    const chunk = (url: URL) => /\/assets\/paletteChunk-[\w-]+\.js$/.test(url.pathname);
    const scripts: string[] = [];
    // Code fetched on first use: a context whose cache has never held it.
    const page = await suite.open('/admin/', {
      init: async (context) => {
        context.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await context.route(chunk, (route) => route.abort('connectionfailed'));
      },
    });
    await ready(page);
    // The dashboard settled: its figures and charts (whose code comes after them) are in.
    await page.waitForFunction(() => !document.querySelector('main [role="progressbar"]'));
    await page.waitForLoadState('networkidle');
    const firstView = scripts.length;
    expect(scripts.filter((path) => path.includes('paletteChunk'))).toEqual([]);

    // No connection: Ctrl+K tells why nothing opened; the key is free again.
    // Ctrl alone fetches it (intent); K is pressed once that fetch has failed.
    const prefetchFailed = page.waitForEvent('requestfailed', (request) =>
      chunk(new URL(request.url())),
    );
    await page.keyboard.down('Control');
    await prefetchFailed;
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    await page
      .getByText('The command palette could not be loaded. Check the connection and try again.')
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Back online: the next Ctrl+K fetches it, and nothing else (the rest is in the first view).
    await page.context().unroute(chunk);
    await openPalette(page);
    const fetched = scripts.slice(firstView);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((path) => /\/assets\/paletteChunk-[\w-]+\.js$/.test(path))).toBe(true);
  });
});
