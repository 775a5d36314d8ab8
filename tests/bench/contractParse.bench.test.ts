import { getResponse } from 'msw';
import { it } from 'vitest';
import { API_BASE } from '../../mocks/config';
import { handlers } from '../../mocks/handlers';
import { parseRows } from '../../src/api/parse';
import { reportUserSchema } from '../../src/resources/cashout-report-users/schema';
import { contestListRowSchema } from '../../src/contract/contestList';
import { median, reportFigure } from './report';

const ROWS = 500;
const RUNS = 60;

/** One 500-row page as the mock answers it (its rows repeated with new ids when it has fewer). */
const page = async (path: string, id: string): Promise<Record<string, unknown>[]> => {
  const request = new Request(new URL(`${API_BASE}${path}&page=1&limit=${ROWS}`, 'http://bench'));
  const response = await getResponse(handlers, request);
  const { data } = (await response!.json()) as { data: Record<string, unknown>[] };
  return Array.from({ length: ROWS }, (_, index) => ({
    ...data[index % data.length],
    [id]: index + 1,
  }));
};

/** Median time of parseRows over the page, after a warm-up (what a list does on each load). */
const measure = (rows: unknown[], run: (rows: unknown[]) => unknown) => {
  for (let index = 0; index < 10; index += 1) run(rows);
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    run(rows);
    times.push(performance.now() - start);
  }
  return median(times);
};

it('parse time of a 500-row page', async () => {
  const contests = await page('/admin/contests?scope=sales', 'id');
  reportFigure(
    'parse a 500-row page (challenge list rows, median)',
    measure(contests, (rows) =>
      parseRows('GET /admin/contests', contestListRowSchema, rows, { id: 'id' }),
    ),
    'ms',
    '< 5 ms',
  );
  const users = await page(
    '/admin/solvers/cashout_reports/users?order=by_created_at_desc',
    'userId',
  );
  reportFigure(
    'parse a 500-row page (cashout report users, median)',
    measure(users, (rows) =>
      parseRows('GET /admin/solvers/cashout_reports/users', reportUserSchema, rows, {
        id: 'userId',
      }),
    ),
    'ms',
    '< 5 ms',
  );
});
