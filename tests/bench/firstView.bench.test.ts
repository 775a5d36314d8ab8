import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { useServedBrowser } from '../browser/harness';
import type { Served } from '../browser/serve';
import { serveRaFloor } from './raFloor';
import { loadPage, type PageLoad } from './pageLoad';
import { benchPages, REFERENCE, type BenchPage } from './pages';
import { median, reportFigure } from './report';

const LOADS = 5;

const medianOf = (loads: PageLoad[], pick: (load: PageLoad) => number) => median(loads.map(pick));

/** The drafts page's timeline, in five lines (docs/performance.md). */
const printTimeline = (label: string, load: PageLoad) => {
  const line = (what: string, at: number) =>
    console.log(`  ${label} ${what}: ${Math.round(at)} ms`);
  const context = load.timeline.find(([path]) => path.endsWith('/admin/context'));
  const code = load.timeline.filter(
    ([path, start]) => path.endsWith('.js') && start < load.dataRequest,
  );
  console.log(`bench: ${label} timeline of the median load (ms from navigation):`);
  line('entry script arrived', load.entryEnd);
  if (context) line(`GET /admin/context sent (answered ${Math.round(context[2])})`, context[1]);
  else console.log(`  ${label} context: embedded in the page, no request`);
  line(
    `console + page code arrived (${code.length} scripts)`,
    Math.max(...code.map(([, , end]) => end)),
  );
  line('first data request sent', load.dataRequest);
  line('first row or figure painted', load.firstData);
};

describe('first view: first data request and first row or figure, against the reference (ra-floor)', () => {
  const served = useServedBrowser();
  let reference: Served;
  let referenceLcp = Number.NaN;

  const measure = async (origin: string, page: BenchPage) => {
    const loads: PageLoad[] = [];
    for (let i = 0; i < LOADS; i += 1) loads.push(await loadPage(served.browser(), origin, page));
    return loads;
  };

  beforeAll(async () => {
    reference = await serveRaFloor(inject('raFloorDir'));
  });
  afterAll(async () => {
    await reference?.close();
  });

  it(`measures the ${REFERENCE.label}`, async () => {
    const loads = await measure(reference.url, REFERENCE);
    referenceLcp = medianOf(loads, (load) => load.lcp);
    const label = REFERENCE.label;
    reportFigure(`${label} LCP, median of ${LOADS}`, referenceLcp, 'ms', 'the reference');
    reportFigure(
      `${label} first row painted`,
      medianOf(loads, (l) => l.firstData),
      'ms',
      'the reference',
    );
    reportFigure(
      `${label} first data request after the entry script`,
      medianOf(loads, (l) => l.dataRequest - l.entryEnd),
      'ms',
      'the reference',
    );
    reportFigure(
      `${label} JS files`,
      medianOf(loads, (l) => l.jsFilesUntilIdle),
      'files',
      'the reference',
    );
    reportFigure(
      `${label} JS (gzip)`,
      medianOf(loads, (l) => l.jsUntilIdle) / 1024,
      'KB',
      'the reference',
    );
  });

  for (const page of benchPages()) {
    it(`measures ${page.label}`, async () => {
      const loads = await measure(served.url(), page);
      const publicPage = !page.path.startsWith('/admin');
      const firstData = medianOf(loads, (l) => l.firstData);
      if (page.dataRequest) {
        reportFigure(
          `${page.label} first data request after the entry script, median of ${LOADS}`,
          medianOf(loads, (l) => l.dataRequest - l.entryEnd),
          'ms',
          '<= 100 ms',
        );
        reportFigure(
          `${page.label} first data request sent`,
          medianOf(loads, (l) => l.dataRequest),
          'ms',
          'as early as it goes',
        );
      }
      reportFigure(
        `${page.label} first row or figure painted`,
        firstData,
        'ms',
        'as early as it goes',
      );
      reportFigure(
        `${page.label} first row or figure / reference LCP`,
        firstData / referenceLcp,
        '×',
        '<= 1.2×',
      );
      reportFigure(
        `${page.label} FCP`,
        medianOf(loads, (l) => l.fcp),
        'ms',
        'as low as it goes',
      );
      reportFigure(
        `${page.label} LCP`,
        medianOf(loads, (l) => l.lcp),
        'ms',
        'as low as it goes',
      );
      reportFigure(
        `${page.label} JS before the first row or figure (gzip)`,
        medianOf(loads, (l) => l.jsBeforeData) / 1024,
        'KB',
        publicPage ? '< 150 KB' : '< 340 KB',
      );
      reportFigure(
        `${page.label} JS files requested before the first row or figure`,
        medianOf(loads, (l) => l.jsFilesBeforeData),
        'files',
        '<= 8',
      );
      reportFigure(
        `${page.label} JS files requested until network idle`,
        medianOf(loads, (l) => l.jsFilesUntilIdle),
        'files',
        '<= 8 (lazy parts after the view)',
      );
      reportFigure(
        `${page.label} JS until network idle (gzip)`,
        medianOf(loads, (l) => l.jsUntilIdle) / 1024,
        'KB',
        'lazy chunks after the view',
      );
      if (page.path === '/admin/contests/drafts') {
        const sorted = [...loads].sort((a, b) => a.firstData - b.firstData);
        printTimeline(page.label, sorted[Math.floor(sorted.length / 2)]);
      }
    });
  }
});
