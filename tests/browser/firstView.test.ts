import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '../../mocks/handlers/context';
import { expectNoSeriousViolations, useBrowserSuite } from './harness';

const DRAFTS = '/admin/contests/drafts';

interface Timing {
  name: string;
  start: number;
  end: number;
}

const timings = (page: Page): Promise<Timing[]> =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
    })),
  );

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
};

/** The skeleton's menu place, measured in the frame it is first seen (it lasts until the context). */
const skeletonMenu = async (page: Page) => {
  const handle = await page.waitForFunction(() => {
    const menu = document.querySelector('[data-shell-menu]');
    return menu ? { width: menu.getBoundingClientRect().width } : null;
  });
  return (await handle.jsonValue()) as { width: number };
};

/**
 * Layout shifts so far (CLS's raw entries), counted as Lighthouse does: without recent input.
 * Each shift names what moved, so a failure says where to look.
 */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        const found = { total: 0, moved: [] as string[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            found.total += entry.value;
            for (const source of entry.sources) {
              const node = source.node as Element | undefined;
              const name = node?.outerHTML?.slice(0, 80) ?? node?.nodeName ?? '?';
              const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
              found.moved.push(
                `${entry.value.toFixed(5)} ${name}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 100);
      }),
  );

describe('the first view in Chromium (production build)', () => {
  const suite = useBrowserSuite();

  it("requests the context and the page's code before the console's code has arrived, let alone run", async () => {
    // Code fetched on first use: a context whose cache has never held it.
    const page = await suite.open('/admin/404', { ownContext: true });
    // The console's chunk is held back until the context and the drafts list's chunk have been
    // asked for. Sent only by the console's code, they would never come: the hold ends after
    // 10 s and the test fails on what was sent while it lasted.
    const sentWhileHeld = { context: false, drafts: false };
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = true;
    const check = () => {
      if (sentWhileHeld.context && sentWhileHeld.drafts) release();
    };
    page.on('request', (request) => {
      const url = request.url();
      if (url.endsWith('/api/v1/admin/context')) {
        sentWhileHeld.context ||= held;
        check();
      }
      // The entry fetches the code of the page at the address only: a List chunk is the drafts'.
      if (/\/assets\/List-[^/]+\.js$/.test(url)) {
        sentWhileHeld.drafts ||= held;
        check();
      }
    });
    await page.route('**/assets/console-*.js', async (route) => {
      await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      held = false;
      await route.continue();
    });
    await page.goto(`${suite.url()}${DRAFTS}`);
    await page.getByRole('heading', { level: 1, name: 'Challenge Drafts' }).waitFor();
    await page.locator('[role="table"] [role="row"]').nth(1).waitFor();
    expect(sentWhileHeld).toEqual({ context: true, drafts: true });
  });

  it('makes no context request when the page embeds the context', async () => {
    const page = await suite.open(DRAFTS, { context: DEFAULT_CONTEXT });
    await page.locator('[role="table"] [role="row"]').nth(1).waitFor();
    expect(suite.mock.journal.find('GET', '/admin/context')).toHaveLength(0);
    expect((await timings(page)).filter((entry) => entry.name.includes('/admin/context'))).toEqual(
      [],
    );
  });

  it.each([
    ['a 1536 px window, the menu open', undefined],
    ['a 1280 px window, the menu folded', { width: 1280, height: 800 }],
  ] as const)(
    'paints the shell before the context answers, where the real shell comes, without a shift: %s',
    async (_, viewport) => {
      // The context answers once the skeleton is measured, however long the page takes to start.
      suite.fault({ path: '/admin/context', hold: true, times: 1 });
      // The rows come later, so the shift measured is the shell's alone.
      suite.fault({ path: '/admin/contests', delayMs: 3000, times: 1 });
      const page = await suite.open(DRAFTS, { viewport });
      const skeleton = page.locator('[data-shell-skeleton]');
      await skeleton.locator('h1', { hasText: 'Challenge Drafts' }).waitFor();
      expect(await page.getByRole('status').first().textContent()).toBe('Loading…');
      await expectNoSeriousViolations(page);
      const early = {
        bar: await box(page, '[data-shell-skeleton] header'),
        menu: await box(page, '[data-shell-menu]'),
        heading: await box(page, '[data-shell-skeleton] h1'),
      };
      suite.mock.faults.release();

      await page.getByRole('heading', { level: 1, name: 'Challenge Drafts' }).waitFor();
      expect(await skeleton.count()).toBe(0);
      const late = {
        bar: await box(page, 'header'),
        menu: await box(page, '.RaSidebar-fixed, .MuiDrawer-paper'),
        heading: await box(page, 'h1'),
      };
      expect(late.bar).toEqual(early.bar);
      expect(late.menu.x + late.menu.width).toBeCloseTo(early.menu.x + early.menu.width, 0);
      expect(late.heading.x).toBeCloseTo(early.heading.x, 0);
      expect(late.heading.y).toBeCloseTo(early.heading.y, 0);
      expect(late.heading.height).toBeCloseTo(early.heading.height, 0);
      // Lighthouse shows CLS to three decimals: 0.000.
      const shifts = await layoutShifts(page);
      expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.0005);
    },
  );

  it("keeps the menu's place as wide as react-admin's closed sidebar", async () => {
    const page = await suite.open('/admin/404');
    await page.evaluate(() => localStorage.setItem('RaStore.sidebar.open', 'false'));
    suite.fault({ path: '/admin/context', hold: true, times: 1 });
    await page.goto(`${suite.url()}${DRAFTS}`, { waitUntil: 'commit' });
    const early = await skeletonMenu(page);
    suite.mock.faults.release();
    await page.getByRole('heading', { level: 1, name: 'Challenge Drafts' }).waitFor();
    const late = await box(page, '.MuiDrawer-paper');
    expect(early.width).toBe(late.width);
  });

  it("folds the menu's place in a window narrower than 1440 px, as the console does", async () => {
    const page = await suite.open('/admin/404');
    await page.setViewportSize({ width: 1280, height: 800 });
    suite.fault({ path: '/admin/context', hold: true, times: 1 });
    await page.goto(`${suite.url()}${DRAFTS}`, { waitUntil: 'commit' });
    const early = await skeletonMenu(page);
    suite.mock.faults.release();
    await page.getByRole('heading', { level: 1, name: 'Challenge Drafts' }).waitFor();
    // The console folds its menu with react-admin's transition: measured once it has ended.
    await expect.poll(async () => (await box(page, '.MuiDrawer-paper')).width).toBe(early.width);
  });

  it('shows the app bar and the heading before the list data answers', async () => {
    suite.fault({ path: '/admin/contests', hold: true, times: 1 });
    const page = await suite.open(DRAFTS);
    await page.getByRole('heading', { level: 1, name: 'Challenge Drafts' }).waitFor();
    await page.getByRole('banner').waitFor();
    // The list request has left and is held by the server: the shell is there, the rows are not.
    expect(suite.mock.journal.find('GET', '/admin/contests')).toHaveLength(1);
    expect(await page.locator('[role="table"]').count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Drafts' }).isVisible()).toBe(true);
    suite.mock.faults.release();
    await page.locator('[role="table"] [role="row"]').nth(1).waitFor();
  });

  it('moves nothing when the rows arrive: the search box, the export button, the pagination', async () => {
    for (const path of [DRAFTS, '/admin/contests/statistics']) {
      // The rows wait until the list has shown it is loading, however long the page takes to start.
      suite.fault({ path: '/admin/contests', hold: true, times: 1 });
      const page = await suite.open(path);
      await page
        .getByRole('status')
        .filter({ has: page.getByRole('progressbar') })
        .waitFor();
      suite.mock.faults.release();
      await page.locator('[role="table"] [role="row"]').nth(1).waitFor();
      await page.getByRole('searchbox').waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^\d+-\d+ of \d+$/ })
        .waitFor();
      // Two frames: the rows' first paint and the next, where a late size would show.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const shifts = await layoutShifts(page);
      expect(shifts.total, `${path}\n${shifts.moved.join('\n')}`).toBeLessThan(0.0005);
    }
  });

  it('moves nothing on the dashboard when its figures, then its charts, arrive', async () => {
    suite.fault({ path: '/admin/stats', delayMs: 1000, times: 1 });
    const page = await suite.open('/admin/');
    await page.getByText(/^Last updated: /).waitFor();
    // The charts' code and data come after the figures: settled when no panel is loading.
    await page.waitForFunction(() => !document.querySelector('main [role="progressbar"]'));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifts = await layoutShifts(page);
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.0005);
  });
});
