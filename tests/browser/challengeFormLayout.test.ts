import { describe, expect, it } from 'vitest';
import { sectionsFor } from '../../src/challenge-form/model/sections';
import { formBuilt, section } from './challengeFormFill';
import { useBrowserSuite } from './harness';
import { BLANK_PATH } from './serve';

/** The lines a label's text is laid out on, and its width. */
const labelLines = (label: Element) => {
  const range = document.createRange();
  range.selectNodeContents(label);
  const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
  return { lines: tops.size, width: label.getBoundingClientRect().width };
};

describe('the challenge form’s layout in Chromium', () => {
  const suite = useBrowserSuite();

  for (const width of [1280, 1440, 1920])
    it(`the Deliverables "Required" label reads on one line at ${width} px`, async () => {
      const page = await suite.open('/admin/contests/new', { viewport: { width, height: 900 } });
      const deliverable = section(page, 'deliverables').getByRole('group', {
        name: 'Deliverable 1',
      });
      const label = deliverable.getByText('Required', { exact: true });
      await label.waitFor();
      const measured = await label.evaluate(labelLines);
      expect(measured.lines).toBe(1);
      // Wider than one letter: the word is laid out whole.
      expect(measured.width).toBeGreaterThan(40);
    });

  it('says it is busy while it adds its sections, and has them all once it is not', async () => {
    // The warm context's cache, with the record set before the console's code runs.
    const page = await suite.open(BLANK_PATH);
    // What the page holds at the first change that brings a section: the form's first render.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const sections = document.querySelectorAll('form section[id^="challenge-section-"]');
        if (!sections.length) return;
        observer.disconnect();
        (window as unknown as { __first: unknown }).__first = {
          sections: sections.length,
          busy: document.querySelectorAll('form [aria-busy="true"]').length,
        };
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${suite.url()}/admin/contests/new`);
    await formBuilt(page);
    const total = sectionsFor('timed').length;
    const first = await page.evaluate(() => (window as unknown as { __first: unknown }).__first);
    expect(first).toEqual({ sections: expect.any(Number), busy: 1 });
    expect((first as { sections: number }).sections).toBeLessThan(total);
    expect(await page.locator('form section[id^="challenge-section-"]').count()).toBe(total);
  });

  // What would sit under the menu, which Chromium composites above the page: every part of the
  // form painted after it would become a layer of its own, and each key would paint later.
  it('keeps the form clear of the menu, folded or open, and never wider than the window', async () => {
    const page = await suite.open('/admin/contests/new', {
      viewport: { width: 1280, height: 900 },
    });
    await formBuilt(page);
    for (const [width, menuButton] of [
      [1280, 'Open menu'],
      [1400, 'Open menu'],
      [1920, 'Close menu'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: menuButton }).waitFor();
      // The drawer's width moves in a transition: measured once it has stopped.
      await expect
        .poll(() =>
          page.locator('.MuiDrawer-paper').evaluate((menu) => menu.getBoundingClientRect().right),
        )
        .toBe(width < 1440 ? 50 : 240);
      const edges = await page.evaluate(() => {
        const left = (selector: string) =>
          Math.min(
            ...[...document.querySelectorAll(selector)].map(
              (element) => element.getBoundingClientRect().left,
            ),
          );
        return {
          // A radio's round hit area, and an accordion's box (its shadow reaches 3 px past it).
          radio: left('form .MuiRadio-root'),
          accordion: left('form .MuiAccordion-root') - 3,
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      const menu = width < 1440 ? 50 : 240;
      expect({ width, ...edges }).toEqual({
        width,
        radio: expect.toSatisfy((x: number) => x >= menu),
        accordion: expect.toSatisfy((x: number) => x >= menu),
        sideways: 0,
      });
    }
  });
});
