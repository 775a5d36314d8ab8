import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';
import { shortcutScreens } from './screens';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const focused = (page: Page) =>
  page.evaluate(() => {
    const node = document.activeElement;
    return {
      role: node?.getAttribute('role') ?? node?.tagName.toLowerCase(),
      row: node?.getAttribute('data-row'),
      name: node?.getAttribute('aria-label') ?? node?.getAttribute('name'),
      search:
        node?.hasAttribute('data-list-search') || (node as HTMLInputElement)?.type === 'search',
    };
  });

/** Tab forward until the focused element satisfies `until` (keyboard only). */
const tabTo = async (
  page: Page,
  until: (state: Awaited<ReturnType<typeof focused>>) => boolean,
) => {
  for (let step = 0; step < 30; step += 1) {
    if (until(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached: ${JSON.stringify(await focused(page))}`);
};

/** Every screen of the default menu, by its `g` letter (the registry's, src/registry). */
const SCREENS: [string, string][] = shortcutScreens().map((screen) => [
  screen.shortcut ?? '',
  screen.title,
]);

describe('keyboard shortcuts in Chromium', () => {
  const suite = useBrowserSuite();

  it('goes to every screen the menu mounts with g and its letter', async () => {
    const page = await suite.open('/admin/');
    await heading(page, 'Dashboard').waitFor();
    for (const [letter, title] of SCREENS) {
      await page.keyboard.press('g');
      await page.keyboard.press(letter);
      await heading(page, title).waitFor();
    }
    expect(new URL(page.url()).pathname).toBe('/admin/');
  });

  it('does nothing while the focus is in a text field', async () => {
    const page = await suite.open('/admin/');
    const field = page.getByRole('textbox', { name: 'User e-mail' });
    await field.focus();
    await page.keyboard.type('gc?/');
    expect(await field.inputValue()).toBe('gc?/');
    expect(new URL(page.url()).pathname).toBe('/admin/');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('keys typed on after the focused field went away are typing, not shortcuts', async () => {
    const page = await suite.open('/admin/', { clock: true });
    const field = page.getByRole('textbox', { name: 'User e-mail' });
    await field.waitFor();
    // Time stands still while the author types, however slowly the machine sends the keys.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await field.focus();
    await page.keyboard.type('an');
    // The field goes away under the typing, as a form closed by its save: focus falls to the page.
    await field.evaluate((node) => (node as HTMLElement).blur());
    // A shortcut's move changes the address as its key is handled, so it would show here at once.
    await page.keyboard.type('gc');
    expect(new URL(page.url()).pathname).toBe('/admin/');
    // A pause of a second ends the typing: the same keys are the console's again.
    await page.clock.runFor(1000);
    await page.keyboard.type('gc');
    expect(new URL(page.url()).pathname).toBe('/admin/students/cashouts');
    await page.clock.resume();
    await heading(page, 'Manage Cashouts').waitFor();
    await page.goBack();
    // Leaving the field on purpose gives the keys back to the console at once: by a click…
    await field.focus();
    await page.keyboard.type('an');
    await heading(page, 'Dashboard').click();
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await heading(page, 'Manage Cashouts').waitFor();
    // …or by Tab.
    await page.goBack();
    await field.focus();
    await page.keyboard.type('an');
    await page.keyboard.press('Tab');
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await heading(page, 'Manage Cashouts').waitFor();
  });

  it('lists every shortcut with ?, axe clean, and closes back to where focus was', async () => {
    const page = await suite.open('/admin/');
    const toggle = page.getByRole('button', { name: 'Toggle light/dark mode' });
    await toggle.focus();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    const text = await help.innerText();
    for (const [letter, title] of SCREENS)
      expect(text).toMatch(new RegExp(`g then ${letter}\\s+Go to ${title}`));
    expect(text).toContain("Focus the list's search box");
    expect(text).toContain('Show this list of shortcuts');
    expect(text).toContain('Open the command palette');
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await expect.poll(() => toggle.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it("focuses the list's search box with /", async () => {
    const page = await suite.open('/admin/contests/drafts');
    await page.getByRole('searchbox', { name: 'Search' }).waitFor();
    await page.keyboard.press('/');
    expect(await focused(page)).toMatchObject({ search: true });
    // The slash went to focusing, not into the box.
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');

    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await page.keyboard.press('g');
    await page.keyboard.press('r');
    await page
      .getByRole('button', { name: /^Show details of / })
      .first()
      .waitFor();
    await page.keyboard.press('/');
    expect(await focused(page)).toMatchObject({ search: true });
  });

  it('keeps the app bar in view over a scrolled list, and nothing it brings into view under it', async () => {
    const page = await suite.open('/admin/contests/drafts', {
      viewport: { width: 1400, height: 600 },
    });
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor();
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const bar = (await page.getByRole('banner').boundingBox())!;
    expect(bar.y).toBe(0);
    /** Whether the centre of `selector`'s box shows itself (or its inside), not the bar over it. */
    const seen = (selector: string) =>
      page.evaluate((selector) => {
        const node = document.querySelector(selector)!;
        const box = node.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { top: box.top, shown: node === top || node.contains(top) };
      }, selector);
    // The menu stays where it was, below the bar, its first link in reach…
    expect((await seen('[role="menu"] a[href="/admin/"]')).shown).toBe(true);
    // …the column names stick right below the bar as the rows scroll under it…
    const head = await seen('[role="columnheader"]');
    expect(head.shown).toBe(true);
    expect(Math.round(head.top)).toBe(Math.round(bar.height));
    // …and / brings the search box clear of it, even from where the bar half hides it (the
    // browser counts a box partly on screen as in view, and would not scroll to it).
    await page.evaluate(() => {
      const box = document.querySelector('input[type="search"]')!.getBoundingClientRect();
      window.scrollBy(0, box.top - 20);
    });
    await page.keyboard.press('/');
    expect(await focused(page)).toMatchObject({ search: true });
    const search = await seen('input[type="search"]');
    expect(search.shown).toBe(true);
    expect(search.top).toBeGreaterThanOrEqual(bar.height);
  });

  it('moves a visible row focus with the arrow keys and follows the row link with Enter', async () => {
    const page = await suite.open('/admin/contests/drafts');
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await rows.first().waitFor();
    await page.keyboard.press('/');
    await tabTo(page, (state) => state.role === 'row');
    expect((await focused(page)).row).toBe('0');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).row).toBe('2');
    await page.keyboard.press('ArrowUp');
    expect((await focused(page)).row).toBe('1');
    const outline = await rows.nth(1).evaluate((node) => getComputedStyle(node).outlineStyle);
    expect(outline).toBe('solid');
    // One row in the tab order: the focused one.
    expect(await rows.nth(1).getAttribute('tabindex')).toBe('0');
    expect(await rows.nth(0).getAttribute('tabindex')).toBe('-1');
    await expectNoSeriousViolations(page);

    const href = await rows.nth(1).locator('a').first().getAttribute('href');
    // The row's first link leaves the console (a main-site page): answer it here.
    await page.route(
      (url) => url.pathname === href,
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>Followed</title>' }),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
  });

  it('expands and collapses the cashout report cards with Enter and Space, arrows between cards', async () => {
    const page = await suite.open('/admin/students/cashout_report');
    const toggles = page.getByRole('button', { name: /^Show details of |^Hide details of / });
    await toggles.first().waitFor();
    await page.keyboard.press('/');
    await tabTo(page, (state) => /^Show details of /.test(state.name ?? ''));
    const first = toggles.first();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    const second = toggles.nth(1);
    expect(await second.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await first.evaluate((node) => node === document.activeElement)).toBe(true);
  });
});
