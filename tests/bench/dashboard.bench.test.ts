import { gzipSync } from 'node:zlib';
import { describe, it } from 'vitest';
import { useServedBrowser } from '../browser/harness';
import { median, reportFigure } from './report';

const LOADS = 5;

/** Notes, in page time, when the cashouts figure first shows a dollar amount. */
const FIGURES_OBSERVER = `
  window.__figuresAt = 0;
  new MutationObserver((_, observer) => {
    const term = [...document.querySelectorAll('dt')].find((node) => node.textContent === 'Total cashouts');
    if (term?.nextElementSibling?.textContent?.includes('$')) {
      window.__figuresAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface DashboardLoad {
  /** JS arrived by the time the menu and the callouts show (gzip). */
  jsBeforeFiguresBytes: number;
  /** JS of the charts, which arrives after (gzip). */
  chartJsBytes: number;
  figuresMs: number;
  chartsMs: number;
}

describe('dashboard', () => {
  const served = useServedBrowser();

  const load = async (): Promise<DashboardLoad> => {
    const context = await served.browser().newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(FIGURES_OBSERVER);
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        sizes.set(
          response.url(),
          response.body().then((body) => gzipSync(body, { level: 9 }).length),
        );
      }
    });
    await page.goto(`${served.url()}/admin/`);
    await page.locator('section svg.MuiChartsSvgLayer-root').nth(2).waitFor();
    const chartsMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    // Which scripts had arrived when the figures showed, in the page's own clock.
    const { figuresMs, arrivals } = await page.evaluate(() => ({
      figuresMs: (window as unknown as { __figuresAt: number }).__figuresAt,
      arrivals: performance
        .getEntriesByType('resource')
        .map((entry) => [entry.name, (entry as PerformanceResourceTiming).responseEnd] as const),
    }));
    await context.close();
    let before = 0;
    let after = 0;
    for (const [url, arrivedAt] of arrivals) {
      const size = sizes.get(url);
      if (!size) continue;
      if (arrivedAt < figuresMs) before += await size;
      else after += await size;
    }
    return { jsBeforeFiguresBytes: before, chartJsBytes: after, figuresMs, chartsMs };
  };

  it('measures what the dashboard downloads before and after its figures show', async () => {
    const runs: DashboardLoad[] = [];
    for (let i = 0; i < LOADS; i += 1) runs.push(await load());
    reportFigure(
      '/admin/ JS before the figures show (gzip)',
      runs[0].jsBeforeFiguresBytes / 1024,
      'KB',
      '< 340 KB',
    );
    reportFigure(
      '/admin/ chart JS, lazy, after the figures (gzip)',
      runs[0].chartJsBytes / 1024,
      'KB',
      'all of it after the figures',
    );
    reportFigure(
      `/admin/ menu and figures shown, median of ${LOADS}`,
      median(runs.map((run) => run.figuresMs)),
      'ms',
      'before the charts',
    );
    reportFigure(
      `/admin/ three charts drawn, median of ${LOADS}`,
      median(runs.map((run) => run.chartsMs)),
      'ms',
      'as low as it goes',
    );
  });
});
