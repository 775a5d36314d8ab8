import { CHALLENGES, toDollars, type CashoutRow, type RewardRow } from '../../../mocks/db/cashouts';
import { lowerBound, reportIndex, type Span } from '../../../mocks/db/cashoutReportIndex';
import {
  orderedRows,
  platformTotals,
  readCriteria,
  reportResult,
  reportUser,
  userStatistics,
  type ReportCriteria,
} from '../../../mocks/db/cashoutReportQuery';
import { fail, ok, readPage } from '../../../mocks/respond';
import { api } from '../../../mocks/route';
import { defineMock } from '../../../mocks/resourceMock';
import { cashoutReportRoute } from './route';
import {
  reportStatisticsCall,
  reportTotalsCall,
  reportTransactionsCall,
  type ReportTransaction,
} from './calls';

const rewardTransaction = (row: RewardRow): ReportTransaction => {
  const [title, slug] = CHALLENGES[row.challenge];
  const label =
    row.kind === 'perseverance'
      ? 'Perseverance bonus'
      : row.kind === 'prize'
        ? 'Prize'
        : 'Participation reward';
  return {
    amount: toDollars(row.cents),
    description: `${label}: ${title}`,
    path: `/challenges/${slug}`,
    date: new Date(row.createdAt).toISOString(),
  };
};

const cashoutTransaction = (row: CashoutRow): ReportTransaction => ({
  amount: toDollars(row.cents),
  description: `Cashout via ${row.type}`,
  path: `/users/${row.userId}/cashouts/${row.id}`,
  date: new Date(row.createdAt).toISOString(),
});

/** A solver's transactions within the filters, newest first (order=by_created_at_desc). */
const userTransactions = <T extends RewardRow | CashoutRow>(
  span: Span<T>,
  solver: number,
  criteria: ReportCriteria,
  keep: (row: T) => boolean,
) => {
  const start = span.offsets[solver];
  const end = span.offsets[solver + 1];
  const a = criteria.from === -Infinity ? start : lowerBound(span.times, criteria.from, start, end);
  const b = criteria.to === Infinity ? end : lowerBound(span.times, criteria.to, a, end);
  const rows: T[] = [];
  for (let k = b - 1; k >= a; k -= 1) {
    const row = span.rows[k];
    if (keep(row)) rows.push(row);
  }
  return rows;
};

/** Cashout Report: its users, page by page, and /admin/solvers/cashout_reports/… beside them. */
export const mock = defineMock(cashoutReportRoute, {
  list: ({ query }) => {
    const { index, result, rows } = orderedRows(readCriteria(query), query.get('order'));
    const { page, limit } = readPage(query);
    const start = (page - 1) * limit;
    const end = Math.min(rows.length, start + limit);
    const data = [];
    for (let k = start; k < end; k += 1) data.push(reportUser(index, result, rows[k]));
    return ok(data, { pagination: { currentCount: data.length, totalCount: rows.length } });
  },
  handlers: [
    api.get(reportTotalsCall.path, ({ query }) =>
      ok(platformTotals(reportResult(readCriteria(query)).result)),
    ),
    api.get(reportStatisticsCall.path, ({ query }) =>
      ok(userStatistics(reportResult(readCriteria(query)).result)),
    ),
    api.get(reportTransactionsCall.path, ({ query }) => {
      const mode = query.get('mode');
      const index = reportIndex();
      const solver = index.position.get(Number(query.get('user_id')));
      if (solver === undefined) return fail(404, 'User not found');
      if (mode !== 'rewards' && mode !== 'cashouts')
        return fail(422, 'Unknown mode', { mode: 'must be rewards or cashouts' });
      const criteria = readCriteria(query);
      if (mode === 'cashouts')
        return ok(
          userTransactions<CashoutRow>(index.approved, solver, criteria, () => true).map(
            cashoutTransaction,
          ),
        );
      const keep = (row: RewardRow) =>
        criteria.perseverance === '' ||
        (row.kind === 'perseverance') === (criteria.perseverance === 'only');
      return ok(
        userTransactions<RewardRow>(index.rewards, solver, criteria, keep).map(rewardTransaction),
      );
    }),
  ],
  menu: { label: 'Cashout Report', at: 2 },
});
