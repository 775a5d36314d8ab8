import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { goInApp, networkQuiet, useBrowserSuite } from './harness';
import { browserScreens } from './screens';

/** A 13-inch laptop: the seed's 1200 px content must fit beside the folded menu. */
const LAPTOP = { width: 1280, height: 800 };

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the console in a 1280 px window', () => {
  const suite = useBrowserSuite();

  it('folds the menu to its icons and no page scrolls sideways', async () => {
    const draft = contests().find((contest) => contest.status === 'draft')!;
    // Every screen of the registry (src/registry), and the not-found page.
    const pages = [
      ...browserScreens({ slug: draft.slug, id: '2' }).map(({ path, title }) => [path, title]),
      ['/admin/404', 'Page not found'],
    ];
    const page = await suite.open('/admin/', { viewport: LAPTOP });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    for (const [path, heading] of pages) {
      // As the menu moves: a page load per screen cost this walk half its time.
      await goInApp(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      // Let the rows, cards and charts arrive: what they hold must fit too.
      await networkQuiet(page);
      expect({ path, overflow: await sideways(page) }).toEqual({ path, overflow: 0 });
    }
  });

  it('keeps the Edit and Clone column in view, and the user can still open the menu', async () => {
    const page = await suite.open('/admin/contests/drafts', {
      viewport: LAPTOP,
      // Where the page starts in the console's first render (its rows are in it): the menu is
      // folded before that render is painted, never open for a frame with the rows pushed out.
      init: async (context) => {
        await context.addInitScript(() => {
          const observer = new MutationObserver(() => {
            const content = document.querySelector('.RaLayout-content');
            if (!content) return;
            (window as unknown as { __firstLeft: number }).__firstLeft =
              content.getBoundingClientRect().left;
            observer.disconnect();
          });
          observer.observe(document, { subtree: true, childList: true });
        });
      },
    });
    const table = page.getByRole('table', { name: 'Challenge Drafts' });
    const edit = table.getByRole('link', { name: /^Edit / }).first();
    const clone = table.getByRole('link', { name: /^Clone / }).first();
    await clone.waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __firstLeft: number }).__firstLeft),
    ).toBeLessThan(100);
    for (const link of [edit, clone]) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(LAPTOP.width);
    }
    const cashouts = page.getByRole('menuitem', { name: 'Manage Cashouts' });
    expect(await cashouts.innerText()).toBe('');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await expect.poll(() => cashouts.innerText()).toBe('Manage Cashouts');
    await cashouts.click();
    await page.getByRole('heading', { level: 1, name: /Manage Cashouts/ }).waitFor();
  });

  it('names a folded link in a tooltip on hover, and takes it away once the link is followed', async () => {
    const page = await suite.open('/admin/', { viewport: LAPTOP });
    const link = page.getByRole('menuitem', { name: 'Manage Cashouts' });
    const tooltip = page.getByRole('tooltip', { name: 'Manage Cashouts' });
    await link.hover();
    await tooltip.waitFor();
    // The pointer stays on the link: the label would cover the next screen, and cost its moves.
    await link.click();
    await page.getByRole('heading', { level: 1, name: /Manage Cashouts/ }).waitFor();
    await tooltip.waitFor({ state: 'detached' });
    // Left and hovered again, the link is named again.
    await page.mouse.move(LAPTOP.width / 2, LAPTOP.height / 2);
    await link.hover();
    await tooltip.waitFor();
    await page.mouse.move(LAPTOP.width / 2, LAPTOP.height / 2);
    await tooltip.waitFor({ state: 'detached' });
  });

  it('names a folded link in a tooltip when the keyboard reaches it, and not before', async () => {
    const page = await suite.open('/admin/', { viewport: LAPTOP });
    const link = page.getByRole('menuitem', { name: 'Manage Cashouts' });
    await link.waitFor();
    // The menu's tooltips are mounted on demand: nothing of them is in the page yet.
    expect(await page.locator('.MuiTooltip-popper').count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Dashboard' }).focus();
    await page.keyboard.press('Tab');
    const focused = page.locator('[role="menuitem"]:focus');
    const name = await focused.getAttribute('aria-label');
    expect(name).toBeTruthy();
    await page.getByRole('tooltip', { name: name! }).waitFor();
  });

  it('unfolds the menu when the window grows past 1440 px', async () => {
    const page = await suite.open('/admin/', { viewport: LAPTOP });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.setViewportSize({ width: 1536, height: 800 });
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Manage Cashouts' }).innerText()).toBe(
      'Manage Cashouts',
    );
  });
});
