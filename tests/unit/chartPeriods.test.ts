import { describe, expect, it } from 'vitest';
import {
  ALL_TIME_DAYS,
  chartPeriods,
  periodByKey,
  thisWeekDays,
  thisYearDays,
} from '../../src/pages/dashboard/charts/chartPeriods';
import { formatUpdatedAt, statsUpdatedAt } from '../../src/pages/dashboard/stats/lastUpdated';

// Local dates: the console counts days in the staff member's own time zone.
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 15, 30);

describe('chart periods (seed 000 §9)', () => {
  it('This Week is the day-of-week number: Sunday 0 to Saturday 6', () => {
    expect(thisWeekDays(day(2026, 11, 22))).toBe(0); // Sunday
    expect(thisWeekDays(day(2026, 11, 23))).toBe(1); // Monday
    expect(thisWeekDays(day(2026, 11, 18))).toBe(3); // Wednesday
    expect(thisWeekDays(day(2026, 11, 21))).toBe(6); // Saturday
  });

  it('This Year is the days since 1 January minus 1, never negative', () => {
    expect(thisYearDays(day(2026, 1, 1))).toBe(0); // 0 days since, minus 1, kept at 0
    expect(thisYearDays(new Date(2026, 0, 1, 0, 0))).toBe(0); // the first minute of the year
    expect(thisYearDays(day(2026, 1, 2))).toBe(0); // 1 day since, minus 1
    expect(thisYearDays(day(2026, 1, 3))).toBe(1);
    expect(thisYearDays(day(2026, 3, 1))).toBe(58); // 31 + 28 days since, minus 1
    expect(thisYearDays(day(2026, 11, 18))).toBe(320); // day 322 of 2026: 321 since, minus 1
    expect(thisYearDays(day(2026, 12, 31))).toBe(363);
    expect(thisYearDays(day(2024, 3, 1))).toBe(59); // leap year: 31 + 29 since, minus 1
    expect(thisYearDays(day(2024, 12, 31))).toBe(364);
  });

  it('offers the options in the seed order with the days each sends', () => {
    const periods = chartPeriods(day(2026, 11, 18));
    expect(periods.map((period) => [period.key, period.days])).toEqual([
      ['3', 3],
      ['this_week', 3],
      ['7', 7],
      ['14', 14],
      ['21', 21],
      ['this_year', 320],
      ['30', 30],
      ['90', 90],
      ['180', 180],
      ['365', 365],
      ['all_time', 72000],
    ]);
    expect(ALL_TIME_DAYS).toBe(72000);
  });

  it('keys stay apart when This Week has the same days as a fixed option', () => {
    const wednesday = day(2026, 11, 18);
    expect(periodByKey('3', wednesday)).toMatchObject({ key: '3', days: 3 });
    expect(periodByKey('this_week', wednesday)).toMatchObject({ key: 'this_week', days: 3 });
  });

  it('falls back to the default of 14 days for an unknown key', () => {
    expect(periodByKey('nope', day(2026, 11, 18))).toMatchObject({ key: '14', days: 14 });
  });
});

describe('last-updated note', () => {
  const iso = '2026-11-21T05:40:00.000Z';
  const seconds = Date.parse(iso) / 1000;

  it('reads updatedAtTimestamp in seconds or milliseconds', () => {
    expect(statsUpdatedAt({ updatedAt: '', updatedAtTimestamp: seconds })?.toISOString()).toBe(iso);
    expect(
      statsUpdatedAt({ updatedAt: '', updatedAtTimestamp: seconds * 1000 })?.toISOString(),
    ).toBe(iso);
  });

  it('falls back to updatedAt, and to its text when it is no date', () => {
    expect(statsUpdatedAt({ updatedAt: iso, updatedAtTimestamp: 0 })?.toISOString()).toBe(iso);
    expect(formatUpdatedAt({ updatedAt: 'a few minutes ago', updatedAtTimestamp: 0 })).toBe(
      'a few minutes ago',
    );
    expect(formatUpdatedAt({ updatedAt: '', updatedAtTimestamp: 0 })).toBeNull();
  });

  it('formats the date with date-fns', () => {
    const local = new Date(2026, 10, 21, 17, 5).getTime() / 1000;
    expect(formatUpdatedAt({ updatedAt: '', updatedAtTimestamp: local })).toBe(
      'Nov 21, 2026 at 5:05 PM',
    );
  });
});
