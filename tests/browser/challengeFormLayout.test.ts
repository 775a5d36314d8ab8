import { describe, expect, it } from 'vitest';
import { section } from './challengeFormFill';
import { useBrowserSuite } from './harness';

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
});
