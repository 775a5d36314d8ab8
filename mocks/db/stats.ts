import { addDays, addMonths, startOfDay, startOfMonth } from 'date-fns';
import type { Stats } from '../../src/contract';
import { dashboardFigures } from './charts';
import { contests } from './contests';
import { users } from './people';

/** The dashboard's figures, computed from the mock database as the server would (seed 000 §3 Stats). */
export const computeStats = (now: Date): Stats => {
  const people = users().all();
  const created = people.map((user) => new Date(user.createdAt));
  const between = (from: Date, to: Date) => created.filter((date) => date >= from && date < to).length;
  const today = startOfDay(now);
  const month = startOfMonth(now);
  const contestRows = contests().all();
  // The server refreshes its figures every few minutes.
  const updated = new Date(now.getTime() - 7 * 60_000);
  return {
    contestsCount: contestRows.length,
    solutionsCount: contestRows.reduce((sum, contest) => sum + contest.solutionsCount, 0),
    cashedOut: dashboardFigures().get(1)?.cashedOut ?? 0,
    challengersCount: people.filter((user) => user.role === 'challenger').length,
    usersThisMonth: between(month, addDays(today, 1)),
    usersToday: between(today, addDays(today, 1)),
    solversCount: people.filter((user) => user.role === 'solver').length,
    usersLastMonth: between(addMonths(month, -1), month),
    usersYesterday: between(addDays(today, -1), today),
    totalUsers: people.length,
    updatedAt: updated.toISOString(),
    updatedAtTimestamp: Math.floor(updated.getTime() / 1000),
  };
};
