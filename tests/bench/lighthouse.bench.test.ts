import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { mockControl } from '../../mocks/node';
import { CHROMIUM, CHROMIUM_ARGS } from '../browser/harness';
import { serve, type Served } from '../browser/serve';
import { reportFigure } from './report';

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

describe('Lighthouse (desktop, performance)', () => {
  let served: Served;
  let chrome: chromeLauncher.LaunchedChrome;

  beforeAll(async () => {
    mockControl.reset();
    served = await serve(inject('distDir'));
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROME_FLAGS,
    });
  });
  afterAll(async () => {
    chrome?.kill();
    await served?.close();
  });

  const audit = async (label: string, path: string) => {
    const result = await lighthouse(`${served.url}${path}`, { port: chrome.port, ...DESKTOP });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse produced no report for ${path}`);
    reportFigure(
      `${label} Lighthouse performance`,
      Math.round((lhr.categories.performance.score ?? 0) * 100),
      'points',
      '>= 98',
    );
    reportFigure(
      `${label} Lighthouse TBT`,
      lhr.audits['total-blocking-time'].numericValue ?? 0,
      'ms',
      'as low as it goes',
    );
  };

  it('scores /admin/', async () => {
    await audit('/admin/', '/admin/');
  });

  it('scores /challenges/{slug}', async () => {
    await audit('/challenges/{slug}', `/challenges/${contests().all()[0].slug}`);
  });
});
