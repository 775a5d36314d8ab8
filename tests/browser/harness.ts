import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type FileChooser,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { mockControl } from '../../mocks/node';
import type { FaultRule } from '../../mocks/faults';
import type { ServerContext } from '../../src/contract';
import { BLANK_PATH, serve, type Served } from './serve';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The tests' Chromium. `--process-per-site` lets the pages of one context share a renderer, so a
 * test's page in the file's warm context (`useBrowserSuite`) starts without a new process.
 */
export const launchBrowser = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, '--process-per-site'],
  });

let workerBrowser: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker, launched by its first file and shared by the next ones
 * (the browser project runs its files in one process per worker, `isolate: false`): a start
 * costs about a second of CPU per file. Tests stay apart as before, each in browser contexts
 * of its own, and `closeContexts` closes a file's contexts when it ends. A Chromium that has
 * gone (a crash) is launched again. Playwright closes it when the worker process exits.
 */
export const sharedBrowser = async (): Promise<Browser> => {
  const current = await workerBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  workerBrowser = launchBrowser();
  return workerBrowser;
};

/**
 * Closes every context still open in the shared Chromium (but `keep`): what one file or test
 * opened ends with it.
 */
const closeContexts = async (browser: Browser | undefined, keep?: BrowserContext) => {
  // A context of a Chromium that has gone (a crash) is closed already: nothing is left to end.
  await Promise.all(
    (browser?.contexts() ?? [])
      .filter((context) => context !== keep)
      .map((context) => context.close().catch(() => undefined)),
  );
};

/**
 * The shared Chromium and one served build for a whole file: by default a fresh seed and the
 * production build with the mock API in this process; `{ build: 'mockDistDir' }` serves the
 * mock build, whose service worker answers in the page.
 */
export const useServedBrowser = ({
  build = 'distDir',
}: { build?: 'distDir' | 'mockDistDir' } = {}) => {
  let browser: Browser | undefined;
  let served: Served | undefined;
  beforeAll(async () => {
    mockControl.reset();
    [served, browser] = await Promise.all([
      serve(inject(build), { api: build === 'distDir' }),
      sharedBrowser(),
    ]);
  });
  afterAll(async () => {
    mockControl.reset();
    await closeContexts(browser);
    await served?.close();
  });
  return {
    url: () => served!.url,
    browser: () => browser!,
  };
};

/** Small files of the kinds the forms take, for the file chooser. */
export const TEST_FILES = {
  gif: { name: 'chart.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
  pdf: {
    name: 'idea.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 a small test file'),
  },
  text: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
} as const;

/** Clicks what opens the file chooser and chooses the files there, as a person would. */
export const chooseFiles = async (
  opener: Locator,
  files: Parameters<FileChooser['setFiles']>[0],
) => {
  const [chooser] = await Promise.all([opener.page().waitForEvent('filechooser'), opener.click()]);
  await chooser.setFiles(files);
};

/** The requests under way on each page opened by a suite, from before its first request. */
const underWay = new WeakMap<Page, Set<Request>>();
const trackRequests = (page: Page) => {
  const pending = new Set<Request>();
  underWay.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
};

/**
 * Resolves once the page has had no request under way for three polls in a row (about 200 ms):
 * what a walk over many screens waits for, where Playwright's `networkidle` waits 500 ms each time.
 */
export const networkQuiet = async (page: Page) => {
  const pending = underWay.get(page);
  if (!pending) return page.waitForLoadState('networkidle');
  let quietPolls = 0;
  await expect
    .poll(
      () => {
        quietPolls = pending.size === 0 ? quietPolls + 1 : 0;
        return quietPolls >= 3;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true);
};

/** Client-side navigation, as a menu link does: no page load, the screen left unmounts. */
export const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

export interface OpenOptions {
  /** The server context the console loads (default: the mock's admin menu). */
  context?: ServerContext;
  viewport?: { width: number; height: number };
  /**
   * Playwright's clock in the page from its first script: time flows as usual, and the test may
   * jump it forward (`page.clock.fastForward`) to reach a time-out without waiting for it.
   */
  clock?: boolean;

  /**
   * Local storage of the origin before the page loads, as a staff member's earlier visit left it
   * (set once, not on every load: the page may change it and reload).
   */
  storage?: Record<string, string>;

  /** Runs on the fresh browser context before the page loads (storage, a fake clock). */
  init?: (context: BrowserContext) => Promise<void>;
  /**
   * A context never used before, for a test that changes the context itself after the page
   * loads (installs a clock): what it changes cannot be undone for the next test.
   */
  ownContext?: boolean;
}

const DEFAULT_VIEWPORT = { width: 1536, height: 900 };

/**
 * The file's warm context. A fresh context starts with an empty cache and a new renderer process,
 * so every page compiles the console's code again: about a second of CPU, a third of a simple
 * test. So the first page a test opens with no `init`, `clock` or `ownContext` comes from one
 * context kept for the whole file (one origin: the file's server). Between tests it keeps one
 * blank page of the origin open (`BLANK_PATH`, none of the app's code), so the next test's page
 * shares its renderer (`--process-per-site`); everything else is cleared before each test: the
 * test's pages, the cookies, local storage, IndexedDB, service workers and caches of the origin
 * (a new page has a new session storage), routes, permissions and the offline switch. Only the
 * HTTP cache, with the compiled code, stays. A second page in the same test gets a fresh context.
 */
class WarmContext {
  private context: BrowserContext | undefined;
  private blank: Page | undefined;
  private usedByTest = false;

  /** Before each test: nothing of the last test is left but the cache. */
  async reset(origin: string) {
    this.usedByTest = false;
    const context = this.context;
    if (!context) return;
    try {
      const blank = this.blank;
      await Promise.all(
        context
          .pages()
          .filter((page) => page !== blank)
          .map((page) => page.close()),
      );
      await Promise.all([
        context.unrouteAll({ behavior: 'ignoreErrors' }),
        context.clearCookies(),
        context.clearPermissions(),
        context.setOffline(false),
      ]);
      if (!blank || blank.isClosed()) throw new Error('The blank page was closed.');
      const session = await context.newCDPSession(blank);
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await session.detach();
    } catch {
      // A context that failed to reset (a test closed it, its browser crashed) is replaced.
      this.forget();
      await context.close().catch(() => undefined);
    }
  }

  /** The warm context if this test may use it, creating it on first use; else undefined. */
  async take(browser: Browser, origin: string, options: OpenOptions) {
    if (this.usedByTest || options.init || options.clock || options.ownContext) return undefined;
    this.usedByTest = true;
    if (this.context?.browser()?.isConnected() !== true) {
      const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT });
      context.on('close', () => {
        if (this.context === context) this.forget();
      });
      this.blank = await context.newPage();
      await this.blank.goto(`${origin}${BLANK_PATH}`);
      this.context = context;
    }
    return this.context;
  }

  get current() {
    return this.context;
  }

  forget() {
    this.context = undefined;
    this.blank = undefined;
  }
}

export interface BrowserSuite {
  /** The production build's origin, its API answered by the mock backend in this process. */
  url: () => string;
  /** Opens a page at a path, in a context with empty storage (see `WarmContext`). */
  open: (path: string, options?: OpenOptions) => Promise<Page>;
  /** The mock backend of this suite: reset, faults, journal. */
  mock: typeof mockControl;
  fault: (rule: FaultRule) => void;
}

/**
 * One server per test file and the worker's shared Chromium; every test starts with empty storage
 * (the file's warm context, cleared, or fresh contexts), a fresh seed, no faults and an empty journal.
 */
export const useBrowserSuite = (): BrowserSuite => {
  let browser: Browser;
  let served: Served;
  const warm = new WarmContext();
  beforeAll(async () => {
    [browser, served] = await Promise.all([sharedBrowser(), serve(inject('distDir'))]);
  });
  beforeEach(async () => {
    await closeContexts(browser, warm.current);
    await warm.reset(served.url);
    // Last, once the last test's pages are closed: a request they sent just before (a screen
    // reached as that test ended) is answered by the old seed and written to the old journal,
    // not counted as this test's.
    await new Promise((resolve) => setImmediate(resolve));
    mockControl.reset();
  });
  afterAll(async () => {
    // Files share this process (isolate: false): no fault, write or page outlives its file.
    mockControl.reset();
    warm.forget();
    await closeContexts(browser);
    await served?.close();
  });
  return {
    url: () => served.url,
    mock: mockControl,
    fault: (rule) => mockControl.faults.add(rule),
    open: async (path, options = {}) => {
      // One test's crashed Chromium is not the next test's failure: a new one takes its place.
      browser = await sharedBrowser();
      const warmContext = await warm.take(browser, served.url, options);
      const context =
        warmContext ??
        (await browser.newContext({ viewport: options.viewport ?? DEFAULT_VIEWPORT }));
      await options.init?.(context);
      const page = await context.newPage();
      if (warmContext && options.viewport) await page.setViewportSize(options.viewport);
      trackRequests(page);
      if (options.clock) await page.clock.install();
      if (options.context) {
        const json = JSON.stringify(options.context).replace(/</g, '\\u003c');
        await page.route(`${served.url}/**`, async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          const html = (await response.text()).replace(
            '<head>',
            `<head><script id="admin-context" type="application/json">${json}</script>`,
          );
          await route.fulfill({ response, body: html });
        });
      }
      if (options.storage) {
        // The blank page holds none of the app's code: the storage is there before the app is.
        await page.goto(`${served.url}${BLANK_PATH}`);
        await page.evaluate((entries) => {
          for (const [key, value] of entries) localStorage.setItem(key, value);
        }, Object.entries(options.storage));
      }
      await page.goto(`${served.url}${path}`);
      return page;
    },
  };
};

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page; returns the violations of the impacts kept, readable in a failure. */
export const axeViolations = async (
  page: Page,
  keep: (impact: string | null) => boolean,
  /** A CSS selector: only that part of the page (a state that does not last a full run). */
  scope?: string,
): Promise<string[]> => {
  // A toast or dialog still fading in is measured half transparent: let finite animations end first.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Once per document: a second check of the same page reuses the script.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document | Element,
            options: { resultTypes: string[] },
          ) => Promise<{ violations: unknown[] }>;
        };
      }
    ).axe;
    const context = selector ? document.querySelector(selector) : document;
    // Every rule still runs and every violation keeps all its nodes; only the passes and the
    // incomplete results (never read here) are cut to one node each, axe's own shortcut.
    return (await axe.run(context ?? document, { resultTypes: ['violations'] })).violations;
  }, scope);
  return (violations as AxeViolation[])
    .filter((violation) => keep(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};

/** Serious and critical violations only. */
export const seriousViolations = (page: Page, scope?: string) =>
  axeViolations(page, (impact) => impact === 'serious' || impact === 'critical', scope);

export const expectNoSeriousViolations = async (page: Page, scope?: string) => {
  expect(await seriousViolations(page, scope)).toEqual([]);
};

/**
 * Switches the console to its dark theme with the app bar's toggle, and waits until the page is
 * drawn dark (an axe run in the light theme would pass for a dark one).
 */
export const toDarkTheme = async (page: Page) => {
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  // The pointer leaves the button, and its tooltip is gone before axe looks: a tooltip caught
  // fading in or out has a contrast no finished one has (seen once in a clean run).
  const heading = page.getByRole('heading', { level: 1 }).first();
  const box = (await heading.count()) > 0 ? await heading.boundingBox() : null;
  await page.mouse.move(box ? box.x + 1 : 1, box ? box.y + 1 : 1);
  await page
    .getByRole('tooltip', { name: 'Toggle light/dark mode' })
    .waitFor({ state: 'detached' });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const [red, green, blue] = (
          getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
        ).map(Number);
        return red + green + blue < 3 * 64;
      }),
    )
    .toBe(true);
};
