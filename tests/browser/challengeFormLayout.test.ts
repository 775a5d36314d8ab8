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
});
