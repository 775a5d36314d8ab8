import { addDays, differenceInCalendarDays, format, startOfDay, startOfWeek } from 'date-fns';
import type { ChartData, ChartSeries, ChartType } from '../../src/contract';
import { contests } from './contests';
import { defineTable } from './database';
import { users } from './people';

/** Figures the seed has no other source for: one row, seeded. */
interface DashboardFiguresRow {
  id: number;
  /** USD paid out to solvers so far, with cents (the dashboard shows it without). */
  cashedOut: number;
}

export const dashboardFigures = defineTable<DashboardFiguresRow>('dashboard_figures', ({ rng, scale }) => [
  { id: 1, cashedOut: Math.round((scale * rng.int(180, 260) + rng.next()) * 100) / 100 },
]);

const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

interface Created {
  at: Date;
  kind: 'solver' | 'challenger' | 'contest';
}

/** Every creation the charts count: solver and challenger sign-ups, and contests. */
const creations = (): Created[] => [
  ...users()
    .filter((user) => user.role !== 'staff')
    .map((user) => ({ at: new Date(user.createdAt), kind: user.role as 'solver' | 'challenger' })),
  ...contests()
    .all()
    .map((contest) => ({ at: new Date(contest.createdAt), kind: 'contest' as const })),
];

/** The first day of the window: `days` before today, never before the oldest record. */
const windowStart = (rows: Created[], days: number, now: Date): Date => {
  const today = startOfDay(now);
  const oldest = rows.reduce((min, row) => (row.at < min ? row.at : min), today);
  const requested = addDays(today, -Math.max(0, Math.floor(days)));
  return requested < startOfDay(oldest) ? startOfDay(oldest) : requested;
};

const countBy = (rows: Created[], key: (date: Date) => string) => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row.at), (counts.get(key(row.at)) ?? 0) + 1);
  return counts;
};

const dailySeries = (rows: Created[], name: string, label: string, start: Date, now: Date, cumulative: boolean): ChartSeries => {
  const counts = countBy(rows, dayKey);
  let running = cumulative ? rows.filter((row) => row.at < start).length : 0;
  const points = [];
  for (let day = start; day <= now; day = addDays(day, 1)) {
    const value = counts.get(dayKey(day)) ?? 0;
    running = cumulative ? running + value : value;
    points.push({ date: dayKey(day), value: running });
  }
  return { name, label, points };
};

const weeklySeries = (rows: Created[], name: string, label: string, start: Date, now: Date): ChartSeries => {
  const weekOf = (date: Date) => dayKey(startOfWeek(date));
  const counts = countBy(rows.filter((row) => row.at >= start), weekOf);
  const points = [];
  for (let week = startOfWeek(start); week <= now; week = addDays(week, 7)) {
    points.push({ date: dayKey(week), value: counts.get(dayKey(week)) ?? 0 });
  }
  return { name, label, points };
};

/** The series of one chart over the last `days` days (seed 000 §2: weekly_signups, cumulative_creations, daily_creations). */
export const chartData = (type: ChartType, days: number, now: Date): ChartData => {
  const rows = creations();
  const start = windowStart(rows, days, now);
  const of = (kind: Created['kind']) => rows.filter((row) => row.kind === kind);
  const signups = rows.filter((row) => row.kind !== 'contest');
  if (type === 'weekly_signups') {
    return {
      type,
      series: [weeklySeries(of('solver'), 'solvers', 'Students', start, now), weeklySeries(of('challenger'), 'challengers', 'Challengers', start, now)],
    };
  }
  const cumulative = type === 'cumulative_creations';
  return {
    type,
    series: [
      dailySeries(signups, 'users', 'Users', start, now, cumulative),
      dailySeries(of('contest'), 'contests', 'Challenges', start, now, cumulative),
    ],
  };
};

/** Days between the oldest record and today: how far "All Time" really reaches. */
export const chartHistoryDays = (now: Date) => differenceInCalendarDays(now, windowStart(creations(), 72000, now));
