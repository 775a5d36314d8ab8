import { differenceInCalendarDays, getDay, startOfYear } from 'date-fns';
import { DEFAULT_CHART_DAYS } from '../../../contract/fixedLists';

/** A choice of the chart period selector (seed 000 §9); `days` is what `days_compute` sends. */
export interface ChartPeriod {
  key: string;
  /** Catalogue key of the label, with `n` for the plain day counts. */
  labelKey: string;
  n?: number;
  days: number;
}

/** "All Time" is a span no data set reaches: 72000 days, about 197 years. */
export const ALL_TIME_DAYS = 72000;
export const DEFAULT_PERIOD_KEY = String(DEFAULT_CHART_DAYS);

/** This Week: the day-of-week number (Sunday 0 … Saturday 6), the days elapsed since Sunday. */
export const thisWeekDays = (today: Date): number => getDay(today);

/**
 * This Year, read as the seed words it: the days since 1 January (0 on 1 January, 1 on the 2nd)
 * minus 1, never below 0, so 1 and 2 January both send 0 (docs/decisions.md).
 */
export const thisYearDays = (today: Date): number =>
  Math.max(0, differenceInCalendarDays(today, startOfYear(today)) - 1);

const fixed = (n: number): ChartPeriod => ({
  key: String(n),
  labelKey: 'app.dashboard.periods.days',
  n,
  days: n,
});

/** The options in the seed's order: 3, This Week, 7, 14, 21, This Year, 30, 90, 180, 365, All Time. */
export const chartPeriods = (today: Date): ChartPeriod[] => [
  fixed(3),
  { key: 'this_week', labelKey: 'app.dashboard.periods.this_week', days: thisWeekDays(today) },
  fixed(7),
  fixed(14),
  fixed(21),
  { key: 'this_year', labelKey: 'app.dashboard.periods.this_year', days: thisYearDays(today) },
  fixed(30),
  fixed(90),
  fixed(180),
  fixed(365),
  { key: 'all_time', labelKey: 'app.dashboard.periods.all_time', days: ALL_TIME_DAYS },
];

/** The period of a key; unknown keys fall back to the default (14 days). */
export const periodByKey = (key: string, today: Date): ChartPeriod => {
  const periods = chartPeriods(today);
  return (
    periods.find((period) => period.key === key) ??
    periods.find((period) => period.key === DEFAULT_PERIOD_KEY)!
  );
};
