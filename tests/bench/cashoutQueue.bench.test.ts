import { beforeAll, describe, it } from 'vitest';
import { useServedBrowser } from '../browser/harness';
import { reopenCashouts } from '../browser/cashoutBulkHelpers';
import { pendingCashouts, undoSecondsKey } from '../browser/cashoutHelpers';
import { median, reportFigure } from './report';

const QUEUE = 30;

type Timed = Window & { __press: { pressedAt: number; finalAt: number; requestMs: number } };

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1];
};

describe('Manage Cashouts: a 30-card queue cleared by keyboard', () => {
  const served = useServedBrowser();
  beforeAll(() => {
    reopenCashouts(QUEUE - pendingCashouts().length);
  });

  it('measures keypress (a) to the card final, beside its request', async () => {
    const context = await served.browser().newContext({ viewport: { width: 1536, height: 900 } });
    // No undo window: the keypress is the decision leaving, as with the seed's own page.
    await context.addInitScript(([key]) => localStorage.setItem(key, '0'), [undoSecondsKey]);
    const page = await context.newPage();
    await page.goto(`${served.url()}/admin/students/cashouts`);
    await page
      .locator('[data-cashout-card]')
      .nth(QUEUE - 1)
      .waitFor();
    await page.keyboard.press('j');
    const totals: number[] = [];
    const requests: number[] = [];
    const own: number[] = [];
    const leaving: number[] = [];
    const answered: number[] = [];
    for (let index = 0; index < QUEUE; index += 1) {
      // Page clock: the keydown, then the frame after the focused card shows the server's action.
      await page.evaluate(() => {
        const timed = window as unknown as Timed;
        timed.__press = { pressedAt: 0, finalAt: 0, requestMs: 0 };
        performance.clearResourceTimings();
        const card = document.activeElement!;
        const final = () =>
          [...card.querySelectorAll('button')].some((button) => button.textContent === 'Approved');
        const observer = new MutationObserver(() => {
          if (!final()) return;
          observer.disconnect();
          requestAnimationFrame(() => (timed.__press.finalAt = performance.now()));
        });
        observer.observe(card, { subtree: true, childList: true, characterData: true });
        document.addEventListener('keydown', () => (timed.__press.pressedAt = performance.now()), {
          capture: true,
          once: true,
        });
      });
      await page.keyboard.press('a');
      await page.waitForFunction(() => (window as unknown as Timed).__press.finalAt > 0);
      const { total, request, before, after } = await page.evaluate(() => {
        const { pressedAt, finalAt } = (window as unknown as Timed).__press;
        const sent = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/cashouts/decide')) as PerformanceResourceTiming;
        return {
          total: finalAt - pressedAt,
          request: sent.responseEnd - sent.startTime,
          before: sent.startTime - pressedAt,
          after: finalAt - sent.responseEnd,
        };
      });
      totals.push(total);
      requests.push(request);
      own.push(total - request);
      leaving.push(before);
      answered.push(after);
      await page.keyboard.press('j');
    }
    await context.close();
    reportFigure(
      `Manage Cashouts: ${QUEUE} cards by keyboard, keypress to final, p95`,
      p95(totals),
      'ms',
      'the request + < 100 ms',
    );
    reportFigure(
      `Manage Cashouts: ${QUEUE} cards, the request alone, p95`,
      p95(requests),
      'ms',
      'the server',
    );
    reportFigure(
      `Manage Cashouts: ${QUEUE} cards, keypress to final beside the request, p95`,
      p95(own),
      'ms',
      '< 100 ms',
    );
    reportFigure(
      `Manage Cashouts: ${QUEUE} cards, keypress to final beside the request, median`,
      median(own),
      'ms',
      '< 100 ms',
    );
    reportFigure(
      `Manage Cashouts: ${QUEUE} cards, keypress to the request leaving, p95`,
      p95(leaving),
      'ms',
      'part of the above',
    );
    reportFigure(
      `Manage Cashouts: ${QUEUE} cards, answer to the card final, p95`,
      p95(answered),
      'ms',
      'part of the above',
    );
  });
});
