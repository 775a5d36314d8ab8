import { getResponse } from 'msw';
import { it } from 'vitest';
import { API_BASE } from '../../mocks/config';
import { handlers } from '../../mocks/handlers';
import { mockControl } from '../../mocks/node';
import { median, reportFigure } from './report';

const SCALE = 100_000;
const RUNS = 7;

/** List and filter calls of both seeds, with the heaviest realistic parameters. */
const LIST_CALLS = [
  '/admin/solvers/cashout_reports/users?page=1&limit=25&order=by_created_at_desc',
  '/admin/solvers/cashout_reports/users?page=200&limit=100&order=by_rewards_earned_asc',
  '/admin/solvers/cashout_reports/users?page=1&limit=25&order=by_rewards_balance_desc&date_from=2026-01-01&date_to=2026-06-30&perseverance_filter=only',
  '/admin/solvers/cashout_reports/users?page=1&limit=25&search=garcia&order=by_last_login_desc',
  '/admin/solvers/cashout_reports/totals?date_from=2026-01-01&date_to=2026-06-30&perseverance_filter=exclude',
  '/admin/solvers/cashout_reports/statistics?date_from=2026-01-01&date_to=2026-06-30',
  '/admin/solvers/cashout_reports/transactions?user_id={solver}&mode=rewards&order=by_created_at_desc',
  '/admin/solvers/cashout_reports/transactions?user_id={solver}&mode=cashouts&order=by_created_at_desc',
  '/admin/solvers/cashouts',
  '/admin/solvers/cashouts/transactions?id={cashout}&mode=all&page=1&limit=25',
  '/admin/contests?scope=drafts&page=1&limit=25',
  '/admin/contests?scope=statistics&page=1&limit=100&search=packaging',
  '/admin/contests?scope=sales&page=3&limit=25',
  '/admin/sales/opportunities?page=1&limit=25&search=a',
  '/admin/companies/invoices?page=1&limit=25',
  '/admin/companies/form_selects/companies',
  '/admin/contests/form_selects/company_teams',
  '/admin/solvers/demographics/countries',
  '/admin/stats',
];

const firstId = (table: string, where: (row: Record<string, unknown>) => boolean = () => true) =>
  String(
    (mockControl.table(table)?.all() as Record<string, unknown>[] | undefined)?.find(where)?.id ??
      1,
  );

const call = async (path: string) => {
  const response = await getResponse(
    handlers,
    new Request(new URL(`${API_BASE}${path}`, 'http://localhost')),
  );
  if (!response) return { ms: Number.NaN, status: 0 };
  await response.arrayBuffer();
  return { status: response.status };
};

const time = async (path: string) => {
  const started = performance.now();
  const { status } = await call(path);
  return { ms: performance.now() - started, status };
};

it(`mock list requests at ${SCALE.toLocaleString('en-US')} solvers`, async () => {
  const started = performance.now();
  mockControl.reset({ scale: SCALE });
  const sizes = mockControl
    .tables()
    .map((name) => [name, mockControl.table(name)?.size ?? 0] as const);
  reportFigure(
    `mock seed of every table at ${SCALE / 1000}k solvers`,
    performance.now() - started,
    'ms',
    'reported, no goal',
  );
  console.log(
    `  rows: ${sizes.map(([name, size]) => `${name} ${size.toLocaleString('en-US')}`).join(', ')}`,
  );

  const ids = {
    solver: firstId('users', (row) => row.role === 'solver'),
    cashout: firstId('cashouts', (row) => row.status === 'pending'),
  };
  for (const template of LIST_CALLS) {
    const path = template.replace('{solver}', ids.solver).replace('{cashout}', ids.cashout);
    const cold = await time(path);
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) warm.push((await time(path)).ms);
    const label = path.split('?')[0];
    const query = path.includes('?') ? ` ?${path.split('?')[1]}` : '';
    console.log(
      `  ${label}${query}: status ${cold.status}, first call ${cold.ms.toFixed(1)} ms (builds caches), then median ${median(warm).toFixed(1)} ms`,
    );
    reportFigure(`mock list ${label}${query} at 100k solvers`, median(warm), 'ms', '< 50 ms');
  }
});
