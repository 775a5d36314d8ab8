import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { useServedBrowser } from '../browser/harness';
import type { Served } from '../browser/serve';
import { serveRaFloor } from './raFloor';
import { median, percentile, reportFigure } from './report';

/**
 * What staff feel after the first view (docs/performance.md, "Moving between screens" and "The
 * form answers typing"): moves with the code already fetched, typing in the loaded challenge form
 * at 4× CPU slowdown, and Submit's client validation. Every move is measured in the page's own
 * clock, from the click's event time to the first frame painted after the target is in the DOM.
 */

const MOVES = 20;
const VIEWPORT = { width: 1400, height: 900 };

/** Installed before the page's scripts: `__arm(condition)` starts a move at the next click. */
const MOVE_PROBE = `
  window.__moves = [];
  window.__arm = (condition) => {
    const move = { start: 0, painted: 0 };
    window.__moves.push(move);
    const check = () => {
      if (move.painted || !move.start || !condition()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (move.painted = performance.now()), 0));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('click', (event) => { move.start = event.timeStamp; check(); }, { capture: true, once: true });
  };
`;

/** Keydown to the first frame painted after it (the page's clock). */
const KEY_PROBE = `
  window.__keys = [];
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - start), 0));
  }, true);
`;

/**
 * Arms the probe with `condition` (a JS expression evaluated in the page), clicks, and returns the
 * move's duration.
 */
const timedClick = async (page: Page, click: () => Promise<void>, condition: string) => {
  const index = await page.evaluate((source) => {
    const probe = window as unknown as {
      __arm: (check: () => boolean) => void;
      __moves: unknown[];
    };
    probe.__arm(new Function(`return (${source});`) as () => boolean);
    return probe.__moves.length - 1;
  }, condition);
  await click();
  const handle = await page.waitForFunction(
    (i) => {
      const move = (window as unknown as { __moves: { start: number; painted: number }[] }).__moves[
        i
      ];
      return move.painted > 0 && move.painted - move.start;
    },
    index,
    { timeout: 60_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
};

const report = (figure: string, values: number[], goal: string) => {
  reportFigure(`${figure}, p50 of ${values.length}`, median(values), 'ms', goal);
  reportFigure(`${figure}, p95 of ${values.length}`, percentile(values, 95), 'ms', goal);
};

/** The drafts list's rows (the body rowgroup), and the challenge form's first section. */
const ROW = '[role="table"] [role="rowgroup"]:last-child > [role="row"]';

describe('moving between screens and typing, against the reference (ra-floor)', () => {
  const served = useServedBrowser();
  let reference: Served;
  let floorListToEdit = Number.NaN;

  beforeAll(async () => {
    reference = await serveRaFloor(inject('raFloorDir'));
  });
  afterAll(async () => {
    await reference?.close();
  });

  /** A fresh context at the address, the page's timing probe installed before its first script. */
  const openWithProbe = async (probe: string, address: string) => {
    const context = await served.browser().newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.addInitScript(probe);
    await page.goto(address);
    return { context, page };
  };

  it('measures the reference (ra-floor): list → edit', async () => {
    const { context, page } = await openWithProbe(MOVE_PROBE, `${reference.url}/#/posts`);
    await page.locator('table tbody tr').first().waitFor();
    const times: number[] = [];
    // The first move fetches nothing either (one file), but warms the page like ours.
    for (let i = 0; i <= MOVES; i += 1) {
      const time = await timedClick(
        page,
        () =>
          page
            .locator('table tbody tr')
            .nth(i % 5)
            .click(),
        `Boolean(document.querySelector('form input[name="title"]')?.value)`,
      );
      if (i > 0) times.push(time);
      await page.goBack();
      await page.locator('table tbody tr').first().waitFor();
    }
    floorListToEdit = median(times);
    report('reference (ra-floor) list → edit', times, 'the reference');
    await context.close();
  });

  it('measures a menu click to the next list’s first row', async () => {
    const { context, page } = await openWithProbe(
      MOVE_PROBE,
      `${served.url()}/admin/contests/drafts`,
    );
    await page.locator(ROW).first().waitFor();
    const lists = [
      '/admin/contests/statistics',
      '/admin/sales/opportunities',
      '/admin/contests/drafts',
    ];
    const times: number[] = [];
    // One round first: every list's code is fetched once, as an hour into the day.
    for (let i = 0; i < MOVES + lists.length; i += 1) {
      const target = lists[i % lists.length];
      const time = await timedClick(
        page,
        () => page.locator(`a[href="${target}"]`).first().click(),
        `location.pathname === ${JSON.stringify(target)} &&
          [...document.querySelectorAll(${JSON.stringify(ROW)})].some(
            (row) => !row.closest('[data-shell-skeleton]') && !row.hasAttribute('data-bench-old') && row.textContent.trim() !== '',
          )`,
      );
      if (i >= lists.length) times.push(time);
      // The rows of the list left behind are not the next list's.
      await page.evaluate(
        (selector) =>
          document
            .querySelectorAll(selector)
            .forEach((row) => row.setAttribute('data-bench-old', '')),
        ROW,
      );
    }
    report(
      'menu click → next list’s first row',
      times,
      `<= the reference’s list → edit (${Math.round(floorListToEdit)} ms)`,
    );
    reportFigure(
      'menu click → next list’s first row / reference list → edit (p50)',
      median(times) / floorListToEdit,
      '×',
      '<= 1.0×',
    );
    await context.close();
  });

  it('measures a list’s Edit to the challenge form’s first section', async () => {
    const { context, page } = await openWithProbe(
      MOVE_PROBE,
      `${served.url()}/admin/contests/drafts`,
    );
    await page.locator(ROW).first().waitFor();
    const times: number[] = [];
    for (let i = 0; i <= MOVES; i += 1) {
      const time = await timedClick(
        page,
        () =>
          page
            .locator(ROW)
            .nth(i % 5)
            .getByRole('link', { name: /^Edit / })
            .click(),
        `document.querySelector('[id^="challenge-section-"] input:not([type="hidden"])') !== null`,
      );
      if (i > 0) times.push(time);
      await page.goBack();
      await page.locator(ROW).first().waitFor();
    }
    report(
      'list’s Edit → challenge form’s first section',
      times,
      `<= the reference’s list → edit (${Math.round(floorListToEdit)} ms)`,
    );
    reportFigure(
      'list’s Edit → challenge form’s first section / reference list → edit (p50)',
      median(times) / floorListToEdit,
      '×',
      '<= 1.0×',
    );
    await context.close();
  });

  it('measures typing in the loaded timed challenge, every group open, 4× CPU slowdown', async () => {
    const timed = contests()
      .all()
      .find((row) => row.contest_type === 'timed' && !row.launched);
    if (!timed) throw new Error('The mock seeds no draft timed challenge');
    const { context, page } = await openWithProbe(
      KEY_PROBE,
      `${served.url()}/admin/contests/${timed.slug}/edit`,
    );
    await page.getByRole('button', { name: 'Rewards & Challenge Details' }).waitFor();
    for (const group of [
      'Supplementals, Add-ons, Targeting',
      'Restrictions & Control',
      'Challenge Client & Owner',
      'Style Customization',
      'Extra Materials',
    ])
      await page.getByRole('button', { name: group, exact: true }).click();
    await page.getByRole('textbox', { name: 'Description', exact: true }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const fields = [
      ['the title', page.locator('#challenge-section-title input')],
      [
        'a rubric cell',
        page.getByRole('group', { name: 'Level 1' }).first().getByRole('textbox').first(),
      ],
      [
        'a supplemental’s option text',
        page
          .getByRole('group', { name: 'Supplemental field 1' })
          .getByRole('textbox', { name: 'Options (one per line)' }),
      ],
    ] as const;
    for (const [name, field] of fields) {
      // Touched first: from then on every keystroke validates, as in a real session.
      await field.click();
      await field.press('End');
      await field.blur();
      await field.click();
      await field.press('End');
      await page.evaluate(() => ((window as unknown as { __keys: number[] }).__keys.length = 0));
      await field.pressSequentially(' and the commute home', { delay: 80 });
      await page.waitForTimeout(300);
      const keys = await page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);
      report(`keystroke in ${name} to paint (4× CPU slowdown)`, keys, '<= 50 ms');
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // Submit's client validation, the title emptied so that nothing is saved: the click to the
    // first invalid field focused (react-hook-form focuses it once validation is done), painted.
    const times: number[] = [];
    const title = page.locator('#challenge-section-title input');
    await title.fill('');
    for (let i = 0; i < MOVES; i += 1) {
      const submit = page.getByRole('button', { name: 'Submit', exact: true });
      await submit.focus();
      const probe = await page.evaluateHandle(() => {
        const times = { start: 0, done: 0 };
        document.addEventListener('click', (event) => (times.start = event.timeStamp), {
          capture: true,
          once: true,
        });
        document.addEventListener(
          'focusin',
          () => requestAnimationFrame(() => setTimeout(() => (times.done = performance.now()), 0)),
          { capture: true, once: true },
        );
        return times;
      });
      await submit.click();
      await page.waitForFunction((times) => times.done > 0, probe, { polling: 50 });
      times.push(await probe.evaluate((times) => times.done - times.start));
    }
    report('Submit → client validation painted (full timed form)', times, '<= 100 ms');
    await context.close();
  });
});
