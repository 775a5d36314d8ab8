import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { mockControl } from '../../mocks/node';
import { launchBrowser } from '../browser/harness';
import { serve, type Served } from '../browser/serve';
import { median, reportFigure } from './report';

const LOADS = 5;

/** Records FCP and LCP as the page paints them. */
const PAINT_OBSERVER = `
  window.__paint = { fcp: 0, lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__paint.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__paint.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface FirstView {
  jsGzipBytes: number;
  fcp: number;
  lcp: number;
}

describe('first view', () => {
  let served: Served;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    mockControl.reset();
    [served, browser] = await Promise.all([serve(inject('distDir')), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });

  /** Loads a path in a fresh context; counts the JS it downloads until `ready` shows, gzipped as a server would send it. */
  const load = async (path: string, ready: (page: Page) => Promise<unknown>): Promise<FirstView> => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(PAINT_OBSERVER);
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await page.goto(`${served.url}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    // LCP is final once the user would interact; a click-free way is to read it after idle.
    const paint = await page.evaluate(() => (window as unknown as { __paint: { fcp: number; lcp: number } }).__paint);
    const sizes = await Promise.all(scripts);
    await context.close();
    return { jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0), ...paint };
  };

  const measure = async (label: string, path: string, ready: (page: Page) => Promise<unknown>, goalKb: number) => {
    const runs: FirstView[] = [];
    for (let i = 0; i < LOADS; i += 1) runs.push(await load(path, ready));
    reportFigure(`${label} JS downloaded (gzip)`, runs[0].jsGzipBytes / 1024, 'KB', `< ${goalKb} KB`);
    reportFigure(`${label} FCP median of ${LOADS}`, median(runs.map((run) => run.fcp)), 'ms', 'as low as it goes; Lighthouse desktop >= 98');
    reportFigure(`${label} LCP median of ${LOADS}`, median(runs.map((run) => run.lcp)), 'ms', 'as low as it goes; Lighthouse desktop >= 98');
  };

  it('measures /admin/', async () => {
    await measure('/admin/ first view', '/admin/', (page) => page.getByRole('heading', { level: 1 }).first().waitFor(), 340);
  });

  it('measures /challenges/{slug}', async () => {
    const slug = contests().all()[0].slug;
    await measure(
      '/challenges/{slug} first view',
      `/challenges/${slug}`,
      (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
      150,
    );
  });
});
