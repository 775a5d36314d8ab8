import { gzipSync } from 'node:zlib';
import { describe, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { useServedBrowser } from '../browser/harness';
import { median, reportFigure } from './report';

const LOADS = 5;

/**
 * Records FCP and LCP, and the moment (page clock) the view is shown: the first time
 * `isShown()` holds after a DOM change.
 */
const observers = (isShown: string) => `
  window.__view = { fcp: 0, lcp: 0, shownAt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__view.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__view.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, observer) => {
    if ((${isShown})()) { window.__view.shownAt = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface FirstView {
  /** JS that had arrived when the view showed: what the first view needed. */
  jsBeforeShown: number;
  /** All JS until the network went idle, lazy chunks loaded after the view included. */
  jsUntilIdle: number;
  fcp: number;
  lcp: number;
}

describe('first view', () => {
  const served = useServedBrowser();

  /** Loads a path in a fresh context and weighs its JS, gzipped as a server would send it. */
  const load = async (path: string, isShown: string): Promise<FirstView> => {
    const context = await served.browser().newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(observers(isShown));
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        // A response still streaming when the context closes counts for nothing.
        sizes.set(
          response.url(),
          response.body().then(
            (body) => gzipSync(body, { level: 9 }).length,
            () => 0,
          ),
        );
      }
    });
    await page.goto(`${served.url()}${path}`);
    await page.waitForFunction(
      () => (window as unknown as { __view: { shownAt: number } }).__view.shownAt > 0,
    );
    await page.waitForLoadState('networkidle');
    const { view, arrivals } = await page.evaluate(() => ({
      view: (window as unknown as { __view: { fcp: number; lcp: number; shownAt: number } }).__view,
      arrivals: performance
        .getEntriesByType('resource')
        .map((entry) => [entry.name, (entry as PerformanceResourceTiming).responseEnd] as const),
    }));
    await context.close();
    let before = 0;
    let all = 0;
    for (const [url, arrivedAt] of arrivals) {
      const size = await sizes.get(url);
      if (size === undefined) continue;
      all += size;
      if (arrivedAt <= view.shownAt) before += size;
    }
    return { jsBeforeShown: before, jsUntilIdle: all, fcp: view.fcp, lcp: view.lcp };
  };

  const measure = async (label: string, path: string, isShown: string, goalKb: number) => {
    const runs: FirstView[] = [];
    for (let i = 0; i < LOADS; i += 1) runs.push(await load(path, isShown));
    reportFigure(
      `${label} JS downloaded before the view shows (gzip)`,
      median(runs.map((run) => run.jsBeforeShown)) / 1024,
      'KB',
      `< ${goalKb} KB`,
    );
    reportFigure(
      `${label} JS downloaded until network idle (gzip)`,
      median(runs.map((run) => run.jsUntilIdle)) / 1024,
      'KB',
      'lazy chunks after the view',
    );
    reportFigure(
      `${label} FCP median of ${LOADS}`,
      median(runs.map((run) => run.fcp)),
      'ms',
      'as low as it goes',
    );
    reportFigure(
      `${label} LCP median of ${LOADS}`,
      median(runs.map((run) => run.lcp)),
      'ms',
      'as low as it goes',
    );
  };

  it('measures /admin/', async () => {
    // Shown once the menu and the dashboard's dollar figures are; the charts' code follows on demand.
    await measure(
      '/admin/',
      '/admin/',
      `() => document.querySelector('[role="menu"], nav') && [...document.querySelectorAll('dd')].some((node) => /^\\$[\\d,]+$/.test(node.textContent))`,
      340,
    );
  });

  it('measures /challenges/{slug}', async () => {
    await measure(
      '/challenges/{slug}',
      `/challenges/${contests().all()[0].slug}`,
      `() => Boolean(document.querySelector('h1')?.textContent)`,
      150,
    );
  });
});
