import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { useBrowserSuite } from '../browser/harness';
import { cardOf, openDesk, pendingCashouts } from '../browser/cashoutHelpers';
import { median, reportFigure } from './report';

const QUEUE = 500;
const ROUNDS = 6;

/**
 * One re-read as the page does it on window focus, timed in the page: from the focus to the
 * frame after the read is drawn (the cards it decided elsewhere locked, the banner's count),
 * and from the answer's arrival to that frame (the merge and the render alone).
 */
const timeReread = (page: Page, expected: { elsewhere: number; waiting: number }) =>
  page.evaluate(async ({ elsewhere, waiting }) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const drawn = () =>
      document.querySelectorAll('[data-cashout-card] .MuiAlert-root[role="status"]').length >=
        elsewhere &&
      (document.querySelector('[data-new-cashouts]')?.textContent ?? '').includes(
        `${waiting} new cashout`,
      );
    performance.clearResourceTimings();
    const started = performance.now();
    window.dispatchEvent(new Event('focus'));
    while (!drawn()) await frame();
    await frame();
    const ended = performance.now();
    const read = performance
      .getEntriesByType('resource')
      .find((entry) => /\/admin\/solvers\/cashouts(\?|$)/.test(entry.name)) as
      PerformanceResourceTiming | undefined;
    return { total: ended - started, render: ended - (read?.responseEnd ?? started) };
  }, expected);

describe('Manage Cashouts: a queue of 500', () => {
  const suite = useBrowserSuite();

  it('re-reads 500 pending cashouts (render under 300 ms)', async () => {
    suite.mock.reset({ scale: 2000 });
    suite.mock.otherStaff.addCashouts(QUEUE - pendingCashouts().length);
    const pending = pendingCashouts();
    const page = await openDesk(suite, { undoSeconds: 0 });
    await cardOf(page, pending[0].name);
    await page
      .locator('[data-cashout-card]')
      .nth(QUEUE - 1)
      .waitFor();
    const totals: number[] = [];
    const renders: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Each read differs from the last: two cards decided elsewhere, one new cashout.
      suite.mock.otherStaff.decide(pending[round * 2].id);
      suite.mock.otherStaff.decide(pending[round * 2 + 1].id);
      suite.mock.otherStaff.addCashouts(1);
      const { total, render } = await timeReread(page, { elsewhere: round * 2, waiting: round });
      totals.push(total);
      renders.push(render);
    }
    reportFigure(
      're-read of 500 pending cashouts: answer to drawn (merge + render), median',
      median(renders),
      'ms',
      'under 300 ms',
    );
    reportFigure(
      're-read of 500 pending cashouts: answer to drawn (merge + render), max',
      Math.max(...renders),
      'ms',
      'under 300 ms',
    );
    reportFigure(
      're-read of 500 pending cashouts: focus to drawn (with the request), median',
      median(totals),
      'ms',
      'beside the request',
    );
  });
});
