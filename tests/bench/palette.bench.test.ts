import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { useServedBrowser } from '../browser/harness';
import { serve, type Served } from '../browser/serve';
import { median, reportFigure } from './report';

const COLD_RUNS = 3;
const WARM_RUNS = 5;
const QUERY = 'cash report';

type Timed = Window & { __pressedAt?: number; __openedAt?: number };

/** Page clock: `k` of Ctrl+K pressed → the text box focused with its results painted (next frame). */
const timeOpening = async (page: Page, press = () => page.keyboard.press('Control+k')) => {
  await page.evaluate(() => {
    const timed = window as Timed;
    timed.__pressedAt = 0;
    timed.__openedAt = 0;
    const poll = () => {
      const ready =
        document.activeElement?.getAttribute('role') === 'combobox' &&
        document.querySelector('[role="option"]');
      if (ready) requestAnimationFrame(() => (timed.__openedAt = performance.now()));
      else requestAnimationFrame(poll);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k') return;
      document.removeEventListener('keydown', onKey, true);
      timed.__pressedAt = performance.now();
      requestAnimationFrame(poll);
    };
    document.addEventListener('keydown', onKey, true);
  });
  await press();
  await page.waitForFunction(() => Boolean((window as Timed).__openedAt), undefined, {
    timeout: 10_000,
  });
  return page.evaluate(() => {
    const timed = window as Timed;
    return (timed.__openedAt ?? 0) - (timed.__pressedAt ?? 0);
  });
};

/** One typed key that changed the results. */
interface KeyTiming {
  /** keydown → the results in the DOM (React's work, page clock). */
  work: number;
  /** Frames begun from the keydown to the one that paints the results: 1 is the next frame. */
  frames: number;
}
type Typed = Window & { __typing: KeyTiming[] };

/** Watches each typed key: its work, and in which frame its results are painted. */
const watchTyping = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('[role="listbox"]')!;
    const timings: KeyTiming[] = [];
    (window as unknown as Typed).__typing = timings;
    let frame = 0;
    const tick = () => {
      frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    let pressedAt = 0;
    let pressedIn = 0;
    document.addEventListener(
      'keydown',
      () => {
        pressedAt = performance.now();
        pressedIn = frame;
      },
      { capture: true },
    );
    new MutationObserver(() => {
      if (!pressedAt) return;
      const work = performance.now() - pressedAt;
      const from = pressedIn;
      pressedAt = 0;
      // Runs after `tick` in the first frame after the change: the frame that paints it.
      requestAnimationFrame(() => timings.push({ work, frames: frame - from }));
    }).observe(list, { childList: true, subtree: true, characterData: true });
  });

const typingTimes = async (page: Page) => {
  await page.waitForFunction(
    (query) => (document.activeElement as HTMLInputElement | null)?.value === query,
    QUERY,
  );
  // Two frames: the last key's paint has been recorded.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as Typed).__typing);
};

describe('command palette', () => {
  const served = useServedBrowser();

  let withoutPalette: Served;
  beforeAll(async () => {
    withoutPalette = await serve(inject('noPaletteDir'));
  });
  afterAll(() => withoutPalette.close());

  /** The dashboard loaded and settled, with every script it fetched (gzip bytes by URL). */
  const freshPage = async (origin = served.url()) => {
    const context = await served.browser().newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(
          response.url(),
          response.body().then(
            (body) => gzipSync(body, { level: 9 }).length,
            () => 0,
          ),
        );
    });
    await page.goto(`${origin}/admin/`);
    await page.locator('main dl dd').first().waitFor();
    // Settled: the charts (whose code loads after the figures) drawn, so an opening is measured
    // alone, not against the charts' own loading.
    await page.waitForFunction(() => !document.querySelector('main [role="progressbar"]'));
    await page.waitForLoadState('networkidle');
    return { context, page, scripts };
  };

  const scriptBytes = async (scripts: Map<string, Promise<number>>) =>
    (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0);

  it('measures what the palette adds to the first view', { timeout: 120_000 }, async () => {
    const loads = { with: [] as number[], without: [] as number[] };
    for (let run = 0; run < 3; run += 1)
      for (const [key, origin] of [
        ['with', served.url()],
        ['without', withoutPalette.url],
      ] as const) {
        const { context, scripts } = await freshPage(origin);
        loads[key].push(await scriptBytes(scripts));
        await context.close();
      }
    reportFigure(
      '/admin/ JS until settled, without the palette (gzip)',
      median(loads.without) / 1024,
      'KB',
      'the reference',
    );
    reportFigure(
      '/admin/ JS until settled, with the palette: added (gzip)',
      (median(loads.with) - median(loads.without)) / 1024,
      'KB',
      '< 2 KB',
    );
  });

  it('measures the lazy chunk, opening and filtering', { timeout: 180_000 }, async () => {
    const chunkSizes: number[] = [];
    const cold: number[] = [];
    const warm: number[] = [];
    const typing: KeyTiming[] = [];
    const intent: number[] = [];
    let chunkNames: string[] = [];
    for (let run = 0; run < COLD_RUNS; run += 1) {
      const { context, page, scripts } = await freshPage();
      const before = new Set(scripts.keys());
      cold.push(await timeOpening(page));
      await page.waitForLoadState('networkidle');
      const added = [...scripts.keys()].filter((url) => !before.has(url));
      chunkNames = added.map((url) => new URL(url).pathname.split('/').pop() ?? url);
      chunkSizes.push(
        (await Promise.all(added.map((url) => scripts.get(url)!))).reduce((a, b) => a + b, 0),
      );
      for (let again = 0; again < WARM_RUNS; again += 1) {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        warm.push(await timeOpening(page));
      }
      await watchTyping(page);
      await page.keyboard.type(QUERY, { delay: 30 });
      typing.push(...(await typingTimes(page)));
      await context.close();
      // As a person types it: Ctrl goes down first, which starts the fetch; then K.
      const human = await freshPage();
      intent.push(
        await timeOpening(human.page, async () => {
          const fetched = human.page.waitForResponse((response) =>
            response.url().includes('/paletteChunk-'),
          );
          await human.page.keyboard.down('Control');
          await fetched;
          await human.page.keyboard.press('k');
          await human.page.keyboard.up('Control');
        }),
      );
      await human.context.close();
    }
    console.log(`bench: palette chunks fetched on first open: ${chunkNames.join(', ')}`);
    reportFigure(
      'palette JS fetched on first open (gzip)',
      median(chunkSizes) / 1024,
      'KB',
      'not in the first view',
    );
    reportFigure(
      `palette first open, Ctrl+K at once (the fetch starts on Ctrl), median of ${COLD_RUNS}`,
      median(cold),
      'ms',
      '< 100 ms',
    );
    reportFigure(
      `palette first open, Ctrl held until the chunk is in, then K, median of ${COLD_RUNS}`,
      median(intent),
      'ms',
      '< 100 ms',
    );
    reportFigure(`palette open again, median of ${warm.length}`, median(warm), 'ms', '< 100 ms');
    reportFigure(
      `palette typing: keys whose results were painted in the next frame, of ${typing.length}`,
      typing.filter((key) => key.frames <= 1).length,
      'keys',
      `all ${typing.length} (within one frame)`,
    );
    const work = typing.map((key) => key.work);
    reportFigure(
      `palette typing: key → results in the DOM, median of ${typing.length} keys`,
      median(work),
      'ms',
      '< 16.7 ms (one frame)',
    );
    reportFigure(
      'palette typing: key → results in the DOM, slowest',
      Math.max(...work),
      'ms',
      '< 16.7 ms',
    );
  });
});
