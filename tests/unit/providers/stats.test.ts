import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/api';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { LIST_SCREENS } from '../../../src/app/screens/lookup';
import { getStats } from '../../../src/pages/dashboard/calls';

/** GET /admin/stats is read field by field (docs/decisions.md, "Field by field"). */
vi.spyOn(console, 'error').mockImplementation(() => undefined);

const FIGURES = [
  'contestsCount',
  'solutionsCount',
  'cashedOut',
  'challengersCount',
  'usersThisMonth',
  'usersToday',
  'solversCount',
  'usersLastMonth',
  'usersYesterday',
  'totalUsers',
] as const;
const DATES = ['updatedAt', 'updatedAtTimestamp'] as const;
type Field = (typeof FIGURES)[number] | (typeof DATES)[number];

const MISSING = Symbol('missing');
/** Values no reader accepts: a figure is a number (or numeric text), a date a number or text. */
const brokenFigure = fc.constantFrom<unknown>(MISSING, null, 'many', '1,234', true, {}, [3]);
const brokenDate = fc.constantFrom<unknown>(MISSING, null, true, { at: 1 }, ['2026-03-01']);

const isoSecond = fc
  .integer({ min: 0, max: 4_102_444_800 })
  .map((seconds) => new Date(seconds * 1000).toISOString());

/** A readable answer: figures as numbers or numeric text, dates as ISO text. */
const readable = fc.record({
  ...Object.fromEntries(
    FIGURES.map((field) => [
      field,
      fc.oneof(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }).map(String),
      ),
    ]),
  ),
  ...Object.fromEntries(DATES.map((field) => [field, isoSecond])),
}) as fc.Arbitrary<Record<Field, unknown>>;

const breakage = fc.record(
  {
    ...Object.fromEntries(FIGURES.map((field) => [field, brokenFigure])),
    ...Object.fromEntries(DATES.map((field) => [field, brokenDate])),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Partial<Record<Field, unknown>>>;

const statsOf = async (data: unknown) => {
  const client = createHttpClient({
    getBase: () => '/api/v1',
    timeoutMs: 1000,
    fetch: (async () => Response.json({ data })) as typeof fetch,
  });
  return createDataProvider(client, LIST_SCREENS).send(getStats());
};

describe('reading GET /admin/stats', () => {
  it('keeps every readable field and sets aside exactly the unreadable ones', async () => {
    await fc.assert(
      fc.asyncProperty(readable, breakage, async (good, broken) => {
        const answer: Record<string, unknown> = { ...good };
        for (const [field, value] of Object.entries(broken)) {
          if (value === MISSING) delete answer[field];
          else answer[field] = value;
        }
        const stats = await statsOf(answer);
        const unreadable = Object.keys(stats._unreadable ?? {}).sort();
        expect(unreadable).toEqual(Object.keys(broken).sort());
        for (const field of FIGURES) {
          if (field in broken) expect(stats[field]).toBeUndefined();
          else expect(stats[field]).toBe(Number(good[field]));
        }
        for (const field of DATES) if (!(field in broken)) expect(stats[field]).toBe(good[field]);
      }),
    );
  });

  it('reads "12" as the number 12 beside a null date and a missing timestamp', async () => {
    const stats = await statsOf({
      contestsCount: '12',
      solutionsCount: 2,
      cashedOut: 3.5,
      challengersCount: 4,
      usersThisMonth: 5,
      usersToday: 6,
      solversCount: 7,
      usersLastMonth: 8,
      usersYesterday: 9,
      totalUsers: 10,
      updatedAt: null,
    });
    expect(stats).toMatchObject({ contestsCount: 12, cashedOut: 3.5, totalUsers: 10 });
    expect(stats._unreadable).toEqual({ updatedAt: null, updatedAtTimestamp: undefined });
  });

  it('still refuses an answer that is no record', async () => {
    await expect(statsOf([1, 2])).rejects.toMatchObject({ kind: 'shape' });
    await expect(statsOf('stats')).rejects.toMatchObject({ kind: 'shape' });
  });
});
