import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../../mocks/config';
import { companies, teams } from '../../../mocks/db/companies';
import { contests } from '../../../mocks/db/contests';
import { countBefore, countBetween, createdTimes } from '../../../mocks/db/createdTimes';
import { users } from '../../../mocks/db/people';
import { handlers } from '../../../mocks/handlers';
import { Table } from '../../../mocks/db/table';
import type { ChartData, Stats } from '../../../src/pages/dashboard/calls';
import type { ContestListRow } from '../../../src/contract/contestList';

/** The data of a GET answered by the mock, as the console would read it. */
const get = async <T>(path: string): Promise<T> => {
  const response = await getResponse(
    handlers,
    new Request(new URL(`${API_BASE}${path}`, 'http://localhost')),
  );
  return ((await response?.json()) as { data: T }).data;
};

const drafts = (search = '') =>
  get<ContestListRow[]>(
    `/admin/contests?scope=drafts&page=1&limit=25&search=${encodeURIComponent(search)}`,
  );

describe('createdTimes', () => {
  const table = new Table('times', [
    { id: 1, createdAt: '2026-01-02T00:00:00Z' },
    { id: 2, createdAt: 'not a date' },
    { id: 3, createdAt: '2026-01-01T00:00:00Z' },
    { id: 4, createdAt: '2026-01-03T00:00:00Z' },
  ]);
  const times = () => createdTimes(table, 'all', (rows) => rows.all());

  it('counts the rows created in a period, leaving unreadable dates out', () => {
    expect(countBefore(times(), Date.parse('2026-01-02T00:00:00Z'))).toBe(1);
    expect(
      countBetween(times(), new Date('2026-01-01T00:00:00Z'), new Date('2026-01-03T00:00:00Z')),
    ).toBe(2);
    expect(
      countBetween(times(), new Date('2026-01-03T00:00:00Z'), new Date('2026-01-01T00:00:00Z')),
    ).toBe(0);
  });

  it('sees a write', () => {
    times();
    table.insert({ createdAt: '2026-01-02T12:00:00Z' });
    expect(
      countBetween(times(), new Date('2026-01-02T00:00:00Z'), new Date('2026-01-03T00:00:00Z')),
    ).toBe(2);
  });
});

describe('cached dashboard and contest lists follow writes', () => {
  it('counts a user created after the stats were computed', async () => {
    const before = await get<Stats>('/admin/stats');
    const solver = users()
      .all()
      .find((user) => user.role === 'solver');
    users().insert({
      ...solver!,
      id: undefined,
      email: 'fresh@example.com',
      createdAt: new Date().toISOString(),
    });
    const after = await get<Stats>('/admin/stats');
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.solversCount).toBe(before.solversCount + 1);
    expect(after.usersToday).toBe(before.usersToday + 1);
  });

  it('draws a user created after the chart was drawn', async () => {
    const usersToday = async () =>
      (
        await get<ChartData>('/admin/chart?type=daily_creations&days_compute=7')
      ).series[0].points.at(-1)?.value;
    const before = await usersToday();
    const challenger = users()
      .all()
      .find((user) => user.role === 'challenger');
    users().insert({
      ...challenger!,
      id: undefined,
      email: 'fresh@example.com',
      createdAt: new Date().toISOString(),
    });
    expect(await usersToday()).toBe((before ?? 0) + 1);
  });

  it('lists a contest created, launched or renamed after the list was built', async () => {
    await drafts();
    const draft = contests()
      .all()
      .find((contest) => contest.status === 'draft');
    const created = contests().insert({
      ...draft!,
      id: undefined,
      slug: 'fresh-draft',
      title: 'Fresh Draft',
    });
    expect((await drafts())[0]).toMatchObject({ id: created.id, title: 'Fresh Draft' });
    expect((await drafts('fresh draft')).map((row) => row.id)).toEqual([created.id]);

    contests().update(created.id, { status: 'live' });
    expect((await drafts()).map((row) => row.id)).not.toContain(created.id);

    const team = teams().get(draft!.company_team_id ?? '');
    companies().update(team!.companyId, { name: 'Zyxwv Renamed Inc' });
    expect((await drafts('zyxwv')).map((row) => row.company)).toContain('Zyxwv Renamed Inc');
  });
});
