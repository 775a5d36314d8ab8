import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { useBrowserSuite } from '../browser/harness';
import { median, reportFigure } from './report';

/** 3,000 solvers seed 600 contests: the sales scope then fills a 500-row page. */
const SCALE = 3000;
const ROWS = 500;
const RUNS = 5;

interface Sample {
  /** List response end → 500 rows in the DOM and a frame painted. */
  toPainted: number;
  /** List response end → the first rows painted. */
  toFirstRows: number;
  /** Longest long task from the response to the painted rows. */
  longestTask: number;
}

/**
 * Installed before the page's scripts: records long tasks, and when the rows appear (a
 * MutationObserver, then the next frame). Times are the page's own `performance.now()`.
 */
const instrument = (rows: number) => {
  const bench = { longTasks: [] as { start: number; end: number }[], firstRowsAt: 0, paintedAt: 0 };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const afterPaint = (set: (at: number) => void) => requestAnimationFrame(() => setTimeout(() => set(performance.now()), 0));
  new MutationObserver(() => {
    const count = document.querySelectorAll('[role="table"] [role="rowgroup"]:last-child > [role="row"]').length;
    if (count > 0 && !bench.firstRowsAt) afterPaint((at) => (bench.firstRowsAt = at));
    if (count >= rows && !bench.paintedAt) afterPaint((at) => (bench.paintedAt = at));
  }).observe(document, { subtree: true, childList: true });
};

const measure = async (page: Page, requestMatch: string): Promise<Sample> => {
  await page.waitForFunction(() => (window as unknown as { __bench: { paintedAt: number } }).__bench.paintedAt > 0, null, { timeout: 60_000 });
  return page.evaluate((match) => {
    const bench = (window as unknown as { __bench: { longTasks: { start: number; end: number }[]; firstRowsAt: number; paintedAt: number } }).__bench;
    const response = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(match))
      .at(-1) as PerformanceResourceTiming;
    const from = response.responseEnd;
    const during = bench.longTasks.filter((task) => task.end > from && task.start < bench.paintedAt);
    return {
      toPainted: bench.paintedAt - from,
      toFirstRows: bench.firstRowsAt - from,
      longestTask: Math.max(0, ...during.map((task) => task.end - Math.max(task.start, from))),
    };
  }, requestMatch);
};

describe(`challenge list at ${ROWS} rows in Chromium`, () => {
  const suite = useBrowserSuite();

  it('response → rows painted, and the longest long task', async () => {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      suite.mock.reset({ scale: SCALE });
      const page = await suite.open('/admin/404');
      await page.addInitScript(instrument, ROWS);
      await page.goto(`${suite.url()}/admin/sales/challenges?page=1&perPage=${ROWS}`);
      samples.push(await measure(page, `limit=${ROWS}`));
      await page.context().close();
    }
    const figure = (pick: (sample: Sample) => number) => samples.map(pick);
    reportFigure(`lists: response → first rows painted (${ROWS}-row page), median`, median(figure((s) => s.toFirstRows)), 'ms', 'under 300 ms');
    reportFigure(`lists: response → all ${ROWS} rows painted, median`, median(figure((s) => s.toPainted)), 'ms', 'under 300 ms');
    reportFigure(`lists: response → all ${ROWS} rows painted, worst of ${RUNS}`, Math.max(...figure((s) => s.toPainted)), 'ms', 'under 300 ms');
    reportFigure(`lists: longest long task while rendering ${ROWS} rows, worst of ${RUNS}`, Math.max(...figure((s) => s.longestTask)), 'ms', 'none over 200 ms');
  });
});
