import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { BenchPage } from './pages';

/** What one load of a page shows, in ms from navigation (the page's own clock). */
export interface PageLoad {
  /** The entry script's last byte. */
  entryEnd: number;
  /** The first data request leaving (its fetch start). */
  dataRequest: number;
  /** The first row or figure in the DOM and a frame painted after it. */
  firstData: number;
  fcp: number;
  lcp: number;
  /** JS (gzip) arrived by the time the first row or figure was in the DOM, and until idle. */
  jsBeforeData: number;
  jsUntilIdle: number;
  /** JS files requested before the first row or figure was in the DOM, and until idle. */
  jsFilesBeforeData: number;
  jsFilesUntilIdle: number;
  /** Every request: [url path, start, end]. */
  timeline: [string, number, number][];
}

/** Installed before the page's scripts: FCP, LCP and when the first row or figure is painted. */
const observers = (selector: string) => `
  window.__load = { fcp: 0, lcp: 0, firstData: 0, inDom: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__load.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__load.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, observer) => {
    const found = [...document.querySelectorAll(${JSON.stringify(selector)})].some(
      (node) => node.closest('[data-shell-skeleton]') === null && (node.textContent.trim() !== '' || node.tagName === 'INPUT'),
    );
    if (!found) return;
    observer.disconnect();
    window.__load.inDom = performance.now();
    requestAnimationFrame(() => setTimeout(() => (window.__load.firstData = performance.now()), 0));
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

/** Loads a page in a fresh context at 1400 × 900 and reads its figures. */
export const loadPage = async (
  browser: Browser,
  origin: string,
  page: BenchPage,
): Promise<PageLoad> => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const tab = await context.newPage();
  await tab.addInitScript(observers(page.firstData));
  const sizes = new Map<string, Promise<number>>();
  tab.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A response still streaming when the context closes counts for nothing.
    sizes.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await tab.goto(`${origin}${page.path}`);
  await tab.waitForFunction(
    () => (window as unknown as { __load: { firstData: number } }).__load.firstData > 0,
    null,
    { timeout: 60_000 },
  );
  await tab.waitForLoadState('networkidle');
  const { load, entries } = await tab.evaluate(() => ({
    load: (
      window as unknown as {
        __load: { fcp: number; lcp: number; firstData: number; inDom: number };
      }
    ).__load,
    entries: performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map((entry) => ({
        url: entry.name,
        type: entry.initiatorType,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
  }));
  await context.close();
  const scripts = entries.filter((entry) => entry.url.endsWith('.js'));
  const data = entries.find((entry) => page.dataRequest?.test(entry.url));
  let jsBeforeData = 0;
  let jsUntilIdle = 0;
  for (const script of scripts) {
    const size = (await sizes.get(script.url)) ?? 0;
    jsUntilIdle += size;
    if (script.end <= load.inDom) jsBeforeData += size;
  }
  return {
    entryEnd: scripts[0]?.end ?? Number.NaN,
    dataRequest: data?.start ?? Number.NaN,
    firstData: load.firstData,
    fcp: load.fcp,
    lcp: load.lcp,
    jsBeforeData,
    jsUntilIdle,
    jsFilesBeforeData: scripts.filter((script) => script.start <= load.inDom).length,
    jsFilesUntilIdle: scripts.length,
    timeline: entries.map((entry) => [
      new URL(entry.url).pathname + new URL(entry.url).search,
      entry.start,
      entry.end,
    ]),
  };
};
