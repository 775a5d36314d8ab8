import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import {
  orderedRows,
  platformTotals,
  readCriteria,
  reportResult,
} from '../../mocks/db/cashoutReportQuery';
import { resourceHandlers } from '../../mocks/handlers/resources';
import { getResponse } from 'msw';
import { useBrowserSuite } from '../browser/harness';
import { median, reportFigure } from './report';

const SCALE = 100_000;
const PATH = '/admin/students/cashout_report';

const FILTER_SETS = [
  '',
  'order=by_rewards_earned_desc',
  'order=by_last_login_asc&date_from=2025-01-01&date_to=2026-06-01',
  'search=ma&perseverance_filter=only&order=by_rewards_balance_desc',
  'date_from=2026-01-01&perseverance_filter=exclude&order=by_created_at_asc',
  'date_to=2025-12-31&order=by_total_cashouts_desc',
];

/** CPU time too: on a shared machine the wall time mostly measures the other processes. */
const cpu: number[] = [];
const timeRequest = async (query: string) => {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const response = await getResponse(
    resourceHandlers,
    new Request(`http://localhost/api/v1/admin/solvers/cashout_reports/users?${query}`),
  );
  await response?.text();
  const used = process.cpuUsage(cpuStarted);
  cpu.push((used.user + used.system) / 1000);
  return performance.now() - started;
};

describe('cashout report at 100,000 solvers', () => {
  const suite = useBrowserSuite();

  it('mock list requests in Node', async () => {
    suite.mock.reset({ scale: SCALE });
    let started = performance.now();
    orderedRows(readCriteria(new URLSearchParams()), null);
    reportFigure(
      'report mock: seed + index build at 100k solvers (once per reset)',
      performance.now() - started,
      'ms',
      'one-off',
    );
    const first: number[] = [];
    const paging: number[] = [];
    const firstCpu: number[] = [];
    for (const filters of FILTER_SETS) {
      first.push(await timeRequest(`page=1&limit=500&${filters}`));
      firstCpu.push(cpu.at(-1)!);
      for (let page = 2; page <= 6; page += 1)
        paging.push(await timeRequest(`page=${page}&limit=500&${filters}`));
    }
    reportFigure(
      'report mock: first request of a new filter set + order (500 rows), max',
      Math.max(...first),
      'ms',
      'under 50 ms',
    );
    reportFigure(
      'report mock: first request of a new filter set + order, median',
      median(first),
      'ms',
      'under 50 ms',
    );
    reportFigure(
      'report mock: next pages (cached filter set), max',
      Math.max(...paging),
      'ms',
      'under 50 ms',
    );
    reportFigure(
      'report mock: next pages (cached filter set), median',
      median(paging),
      'ms',
      'under 50 ms',
    );
    reportFigure(
      'report mock: first request of a new filter set, process CPU (incl. JIT and GC threads), max',
      Math.max(...firstCpu),
      'ms',
      'under 50 ms',
    );
    reportFigure(
      'report mock: any list request, process CPU (incl. JIT and GC threads), median',
      median(cpu),
      'ms',
      'under 50 ms',
    );
    started = performance.now();
    platformTotals(
      reportResult(
        readCriteria(new URLSearchParams('date_from=2025-03-01&perseverance_filter=only')),
      ).result,
    );
    reportFigure(
      'report mock: totals of a new filter set',
      performance.now() - started,
      'ms',
      'under 50 ms',
    );
  });

  it('exports 100,000 users to CSV in Chromium', async () => {
    suite.mock.reset({ scale: SCALE });
    orderedRows(readCriteria(new URLSearchParams()), null);
    const page = await suite.open(PATH);
    await page
      .getByRole('button', { name: /^Show details of / })
      .first()
      .waitFor({ timeout: 120_000 });
    const samples: number[] = [];
    const sampler = setInterval(() => {
      page
        .evaluate(
          () =>
            (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
              ?.usedJSHeapSize ?? 0,
        )
        .then((bytes) => samples.push(bytes))
        .catch(() => undefined);
    }, 200);
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 300_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const path = await download.path();
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    const text = readFileSync(path!, 'utf8');
    const rows = text.split('\r\n').filter(Boolean).length - 1;
    reportFigure(
      `CSV export of ${rows} users (click to file, mock at zero latency)`,
      elapsed / 1000,
      's',
      'under 10 s',
    );
    reportFigure(
      'CSV export: page JS heap, peak while exporting',
      Math.max(0, ...samples) / 2 ** 20,
      'MB',
      'bounded',
    );
    reportFigure('CSV export: file size', text.length / 2 ** 20, 'MB', 'info');
  });

  it('renders a 500-user page with Expand All', async () => {
    suite.mock.reset({ scale: SCALE });
    const page = await suite.open(`${PATH}?perPage=500`);
    await page
      .getByRole('button', { name: /^Show details of / })
      .nth(499)
      .waitFor({ timeout: 120_000 });
    const expandAll = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const button = [...document.querySelectorAll('button')].find(
              (element) => element.textContent === 'Expand All',
            )!;
            const started = performance.now();
            button.click();
            const check = () => {
              const open = document.querySelectorAll('[aria-label^="Hide details of"]').length;
              const loading = document.querySelectorAll('[aria-busy="true"]').length;
              if (open === 500 && loading === 0) resolve(performance.now() - started);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
      );
    const cold = await expandAll();
    await page.getByRole('button', { name: 'Collapse All' }).click();
    await page
      .getByRole('button', { name: /^Hide details of / })
      .first()
      .waitFor({ state: 'detached' });
    const warm = await expandAll();
    reportFigure(
      'Expand All on 500 users, details already loaded (render only)',
      warm,
      'ms',
      'under 500 ms',
    );
    reportFigure(
      'Expand All on 500 users, first time (1,000 detail requests + render)',
      cold,
      'ms',
      'info',
    );
  });
});
