import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ReportUser } from '../../src/resources/cashout-report-users/schema';
import {
  exportFileName,
  exportReportCsv,
} from '../../src/resources/cashout-report-users/exportCsv';
import {
  enterAction,
  filterActions,
  filtersKey,
  normalizeFilters,
  toDetailFilters,
  toReportFilters,
} from '../../src/resources/cashout-report-users/filters';

const user = (n: number, name = `User ${n}`): ReportUser => ({
  userId: n,
  name,
  email: `u${n}@x.edu`,
  accountCreated: '2025-03-04T10:20:00.000Z',
  lastLogin: null,
  totalRewards: 12.5,
  totalCashouts: 10,
  rewardsBalance: 2.5,
  rewardCount: 3,
  cashoutCount: 1,
});

describe('report filters', () => {
  it('drops empty and malformed values, maps q to search', () => {
    expect(
      normalizeFilters({
        q: '  ',
        date_from: '2025-01-01',
        date_to: 'soon',
        perseverance_filter: 'sometimes',
      }),
    ).toEqual({ date_from: '2025-01-01' });
    expect(toReportFilters({ q: ' ann ', perseverance_filter: 'only' })).toEqual({
      search: 'ann',
      perseverance_filter: 'only',
    });
    expect(filtersKey({ q: 'a', date_to: '' })).toBe(filtersKey({ q: 'a ' }));
  });

  it("gives an expanded user's details the dates and perseverance, never the search", () => {
    expect(
      toDetailFilters({
        q: 'ann',
        date_from: '2025-01-01',
        date_to: '2025-02-01',
        perseverance_filter: 'exclude',
      }),
    ).toEqual({ date_from: '2025-01-01', date_to: '2025-02-01', perseverance_filter: 'exclude' });
  });

  it('enables Apply on a difference and Clear when something is applied', () => {
    expect(filterActions({ q: '' }, {})).toEqual({ canApply: false, canClear: false });
    expect(filterActions({ q: 'x' }, {})).toEqual({ canApply: true, canClear: false });
    expect(filterActions({ q: 'x' }, { q: 'x' })).toEqual({ canApply: false, canClear: true });
  });

  it('applies on Enter when Apply would, clearing when the form was emptied', () => {
    expect(enterAction({ q: 'x' }, {})).toBe('apply');
    expect(enterAction({ q: '' }, { q: 'x' })).toBe('clear');
    expect(enterAction({ q: 'x' }, { q: 'x' })).toBeNull();
  });
});

describe('the CSV export', () => {
  it('names the file with the date', () => {
    expect(exportFileName(new Date(2026, 10, 21, 23, 59))).toBe('cashout-report-2026-11-21.csv');
  });

  it('fetches every page in order, numbers numeric, formulas neutralised', async () => {
    const all = Array.from({ length: 1203 }, (_, k) => user(k + 1, k === 700 ? '-2+3' : undefined));
    const asked: number[] = [];
    const progress: number[] = [];
    const chunks = await exportReportCsv({
      signal: new AbortController().signal,
      onProgress: (done) => progress.push(done),
      fetchPage: async (page) => {
        asked.push(page);
        return { data: all.slice((page - 1) * 500, page * 500), total: all.length };
      },
    });
    const rows = Papa.parse<string[]>(chunks!.join('')).data;
    expect(asked.sort()).toEqual([1, 2, 3]);
    expect(progress.at(-1)).toBe(1203);
    expect(rows).toHaveLength(1204);
    expect(rows[1]).toEqual([
      'User 1',
      'u1@x.edu',
      expect.stringMatching(/^2025-03-04 \d\d:20$/),
      '',
      '12.5',
      '10',
      '3',
      '1',
    ]);
    expect(rows[701][0]).toBe("'-2+3");
    expect(rows.map((row) => row[0])).toEqual([
      'Name',
      ...all.map((row) => (row.name === '-2+3' ? "'-2+3" : row.name)),
    ]);
    expect(chunks!.join('')).toContain('\r\nUser 2,u2@x.edu,');
  });

  it('returns nothing to export when no user matches, and stops on Cancel', async () => {
    const empty = await exportReportCsv({
      signal: new AbortController().signal,
      onProgress: () => undefined,
      fetchPage: async () => ({ data: [], total: 0 }),
    });
    expect(empty).toBeNull();
    const controller = new AbortController();
    const pending = exportReportCsv({
      signal: controller.signal,
      onProgress: () => controller.abort(),
      fetchPage: async (page) => ({ data: [user(page)], total: 5000 }),
    });
    await expect(pending).rejects.toThrow();
  });
});
