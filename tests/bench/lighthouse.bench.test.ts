import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { mockControl } from '../../mocks/node';
import { CHROMIUM, CHROMIUM_ARGS } from '../browser/harness';
import { serve, type Served } from '../browser/serve';
import { serveRaFloor } from './raFloor';
import { benchPages, REFERENCE } from './pages';
import { median, reportFigure } from './report';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Lighthouse's desktop preset: fast network, no CPU slowdown, a 1350 × 940 screen. */
const DESKTOP = {
  output: 'json' as const,
  logLevel: 'error' as const,
  onlyCategories: ['performance'],
  formFactor: 'desktop' as const,
  screenEmulation: {
    mobile: false,
    width: 1350,
    height: 940,
    deviceScaleFactor: 1,
    disabled: false,
  },
  throttlingMethod: 'simulate' as const,
  throttling: {
    rttMs: 40,
    throughputKbps: 10_240,
    cpuSlowdownMultiplier: 1,
    requestLatencyMs: 0,
    downloadThroughputKbps: 0,
    uploadThroughputKbps: 0,
  },
};

const RUNS = 3;

interface Audit {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

describe('Lighthouse (desktop, performance), median of 3, against the reference (ra-floor)', () => {
  let served: Served;
  let reference: Served;
  let chrome: chromeLauncher.LaunchedChrome;
  let floorAudit: Audit | undefined;

  beforeAll(async () => {
    mockControl.reset();
    [served, reference] = await Promise.all([
      serve(inject('distDir')),
      serveRaFloor(inject('raFloorDir')),
    ]);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  });
  afterAll(async () => {
    chrome?.kill();
    await served?.close();
    await reference?.close();
  });

  const auditOnce = async (url: string): Promise<Audit> => {
    const result = await lighthouse(url, { port: chrome.port, ...DESKTOP });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse produced no report for ${url}`);
    // `LIGHTHOUSE_REPORTS=<folder>` keeps each page's last report, to see what its LCP waited for.
    const folder = process.env.LIGHTHOUSE_REPORTS;
    if (folder) {
      mkdirSync(folder, { recursive: true });
      const name = new URL(url).pathname.replace(/[^\w]+/g, '_') || 'root';
      writeFileSync(join(folder, `${name}.json`), JSON.stringify(lhr));
    }
    const value = (id: string) => lhr.audits[id].numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  };

  /** The median of each figure over RUNS audits. */
  const audit = async (url: string): Promise<Audit> => {
    const runs: Audit[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await auditOnce(url));
    const pick = (key: keyof Audit) => median(runs.map((run) => run[key]));
    return {
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
    };
  };

  it(`scores the ${REFERENCE.label}`, async () => {
    const floor = await audit(`${reference.url}${REFERENCE.path}`);
    floorAudit = floor;
    const label = REFERENCE.label;
    reportFigure(`${label} Lighthouse performance`, floor.score, 'points', 'the reference');
    reportFigure(`${label} Lighthouse FCP`, floor.fcp, 'ms', 'the reference');
    reportFigure(`${label} Lighthouse LCP`, floor.lcp, 'ms', 'the reference');
    reportFigure(`${label} Lighthouse TBT`, floor.tbt, 'ms', 'the reference');
    reportFigure(`${label} Lighthouse CLS`, floor.cls, '', 'the reference');
  });

  for (const page of benchPages()) {
    it(`scores ${page.label}`, async () => {
      const floor = floorAudit ?? { score: Number.NaN, lcp: Number.NaN, tbt: Number.NaN };
      const result = await audit(`${served.url}${page.path}`);
      const label = page.label;
      // The console's goals are the reference's figures of this run; the public pages keep theirs.
      const console_ = page.path.startsWith('/admin');
      reportFigure(
        `${label} Lighthouse performance`,
        result.score,
        'points',
        console_ ? `>= the reference’s ${floor.score} - 3` : '>= 98',
      );
      reportFigure(`${label} Lighthouse FCP`, result.fcp, 'ms', 'as low as it goes');
      reportFigure(
        `${label} Lighthouse LCP`,
        result.lcp,
        'ms',
        `reference: ${Math.round(floor.lcp)} ms`,
      );
      reportFigure(
        `${label} Lighthouse LCP / reference LCP`,
        result.lcp / floor.lcp,
        '×',
        '<= 1.2×',
      );
      reportFigure(
        `${label} Lighthouse TBT`,
        result.tbt,
        'ms',
        page.path === '/admin/contests/new'
          ? `<= the reference’s ${Math.round(floor.tbt)} ms`
          : `reference: ${Math.round(floor.tbt)} ms`,
      );
      reportFigure(`${label} Lighthouse CLS`, result.cls, '', '0');
    });
  }
});
