import { addDays, differenceInCalendarDays, startOfDay, startOfWeek } from 'date-fns';
import type { ChartData, ChartSeries, ChartType } from '../../src/pages/dashboard/calls';
import { contests } from './contests';
import { countBefore, createdTimes, type CreatedTimes } from './createdTimes';
import { defineTable } from './database';
import { users } from './people';

/** Figures the seed has no other source for: one row, seeded. */
interface DashboardFiguresRow {
  id: number;
  /** USD paid out to solvers so far, with cents (the dashboard shows it without). */
  cashedOut: number;
}

export const dashboardFigures = defineTable<DashboardFiguresRow>(
  'dashboard_figures',
  ({ rng, scale }) => [
    { id: 1, cashedOut: Math.round((scale * rng.int(180, 260) + rng.next()) * 100) / 100 },
  ],
);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'yyyy-MM-dd' in local time, as date-fns `format` gives it, without its cost per row. */
const dayKey = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

type Kind = 'solver' | 'challenger' | 'contest';

/** One kind of creation the charts count: its sorted times and how many were created each day. */
interface Creations {
  times: CreatedTimes;
  byDay: ReadonlyMap<string, number>;
}

const countByDay = (rows: readonly { createdAt: string }[]) => {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = dayKey(new Date(row.createdAt));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

/**
 * Solver and challenger sign-ups, and contests, memoised on their table until its next write:
 * at 100,000 solvers a chart must not walk the users per request.
 */
const creations = (kind: Kind): Creations => {
  if (kind === 'contest') {
    const table = contests();
    return {
      times: createdTimes(table, 'all', (rows) => rows.all()),
      byDay: table.memo('charts:byDay', countByDay),
    };
  }
  const table = users();
  const ofKind = () => table.indexBy('role').get(kind) ?? [];
  return {
    times: createdTimes(table, kind, ofKind),
    byDay: table.memo(`charts:byDay:${kind}`, () => countByDay(ofKind())),
  };
};

const ALL_KINDS: Kind[] = ['solver', 'challenger', 'contest'];

/** The first day of the window: `days` before today, never before the oldest record. */
const windowStart = (days: number, now: Date): Date => {
  const today = startOfDay(now);
  const oldest = ALL_KINDS.reduce((min, kind) => {
    const { sorted } = creations(kind).times;
    return sorted.length > 0 && sorted[0] < min.getTime() ? new Date(sorted[0]) : min;
  }, today);
  const requested = addDays(today, -Math.max(0, Math.floor(days)));
  return requested < startOfDay(oldest) ? startOfDay(oldest) : requested;
};

const createdOn = (group: Creations[], day: Date) =>
  group.reduce((sum, { byDay }) => sum + (byDay.get(dayKey(day)) ?? 0), 0);

const dailySeries = (
  group: Creations[],
  name: string,
  label: string,
  start: Date,
  now: Date,
  cumulative: boolean,
): ChartSeries => {
  let running = cumulative
    ? group.reduce((sum, { times }) => sum + countBefore(times, start.getTime()), 0)
    : 0;
  const points = [];
  for (let day = start; day <= now; day = addDays(day, 1)) {
    const value = createdOn(group, day);
    running = cumulative ? running + value : value;
    points.push({ date: dayKey(day), value: running });
  }
  return { name, label, points };
};

/** Creations from `start` on, by the week they fall in (weeks start on Sunday, as date-fns' startOfWeek). */
const weeklySeries = (
  group: Creations[],
  name: string,
  label: string,
  start: Date,
  now: Date,
): ChartSeries => {
  const points = [];
  for (let week = startOfWeek(start); week <= now; week = addDays(week, 7)) {
    let value = 0;
    for (let offset = 0; offset < 7; offset += 1) {
      const day = addDays(week, offset);
      // `start` is a midnight, so a whole day is either in the window or not.
      if (day >= start) value += createdOn(group, day);
    }
    points.push({ date: dayKey(week), value });
  }
  return { name, label, points };
};

/** The series of one chart over the last `days` days (seed 000 §2: weekly_signups, cumulative_creations, daily_creations). */
export const chartData = (type: ChartType, days: number, now: Date): ChartData => {
  const start = windowStart(days, now);
  const [solvers, challengers, contestRows] = ALL_KINDS.map(creations);
  if (type === 'weekly_signups') {
    return {
      type,
      series: [
        weeklySeries([solvers], 'solvers', 'Students', start, now),
        weeklySeries([challengers], 'challengers', 'Challengers', start, now),
      ],
    };
  }
  const cumulative = type === 'cumulative_creations';
  return {
    type,
    series: [
      dailySeries([solvers, challengers], 'users', 'Users', start, now, cumulative),
      dailySeries([contestRows], 'contests', 'Challenges', start, now, cumulative),
    ],
  };
};

/** Days between the oldest record and today: how far "All Time" really reaches. */
export const chartHistoryDays = (now: Date) =>
  differenceInCalendarDays(now, windowStart(72000, now));
