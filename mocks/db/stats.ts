import { addDays, addMonths, startOfDay, startOfMonth } from 'date-fns';
import type { Stats } from '../../src/pages/dashboard/calls';
import { dashboardFigures } from './charts';
import { contests } from './contests';
import { countBetween, createdTimes } from './createdTimes';
import { users } from './people';

/**
 * The dashboard's figures, computed from the mock database as the server would (seed 000 §3 Stats).
 * At 100,000 users a scan per request is too slow: counts come from the role index, sign-ups per
 * period from the sorted creation times and the solutions total from a memo (all kept until a write).
 */
/** As the server sends them: `updatedAtTimestamp` in epoch seconds. */
export const computeStats = (
  now: Date,
): Omit<Stats, 'updatedAtTimestamp'> & { updatedAtTimestamp: number } => {
  const people = users();
  const signups = createdTimes(people, 'all', (table) => table.all());
  const between = (from: Date, to: Date) => countBetween(signups, from, to);
  const byRole = people.indexBy('role');
  const today = startOfDay(now);
  const month = startOfMonth(now);
  const contestRows = contests();
  // The server refreshes its figures every few minutes.
  const updated = new Date(now.getTime() - 7 * 60_000);
  return {
    contestsCount: contestRows.size,
    solutionsCount: contestRows.memo('stats:solutionsCount', (rows) =>
      rows.reduce((sum, contest) => sum + contest.solutionsCount, 0),
    ),
    cashedOut: dashboardFigures().get(1)?.cashedOut ?? 0,
    challengersCount: byRole.get('challenger')?.length ?? 0,
    usersThisMonth: between(month, addDays(today, 1)),
    usersToday: between(today, addDays(today, 1)),
    solversCount: byRole.get('solver')?.length ?? 0,
    usersLastMonth: between(addMonths(month, -1), month),
    usersYesterday: between(addDays(today, -1), today),
    totalUsers: people.size,
    updatedAt: updated.toISOString(),
    updatedAtTimestamp: Math.floor(updated.getTime() / 1000),
  };
};
