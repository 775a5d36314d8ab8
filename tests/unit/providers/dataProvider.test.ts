import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { mockControl } from '../../../mocks/node';
import { createHttpClient } from '../../../src/api';
import { dataProvider } from '../../../src/app/console/dataProvider';
import { LIST_SCREENS } from '../../../src/app/screens/lookup';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { defineList } from '../../../src/screen/types';
import { sessionState, watchSessionErrors } from '../../../src/providers/sessionState';

const listJson = (data: unknown[], totalCount: number) =>
  new Response(
    JSON.stringify({ data, meta: { pagination: { currentCount: data.length, totalCount } } }),
    { status: 200 },
  );

const AVA = {
  userId: 7,
  name: 'Ava',
  email: 'ava@example.com',
  accountCreated: '2025-01-02T10:00:00Z',
  lastLogin: null,
  totalRewards: 120,
  totalCashouts: 20,
  rewardsBalance: 100,
  rewardCount: 3,
  cashoutCount: 1,
};

describe('dataProvider', () => {
  it('answers getList with the rows and meta.pagination.totalCount as total, ids from idField', async () => {
    const urls: string[] = [];
    const client = createHttpClient({
      getBase: () => '/api/v1',
      timeoutMs: 1000,
      fetch: (async (input: RequestInfo | URL) => {
        urls.push(String(input));
        return listJson([AVA], 120);
      }) as typeof fetch,
    });
    const result = await createDataProvider(client, LIST_SCREENS).getList('cashout-report-users', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'rewards_earned', order: 'ASC' },
      filter: { q: 'ava', perseverance_filter: '' },
    });
    expect(result).toEqual({ data: [{ id: 7, ...AVA }], total: 120 });
    expect(urls[0]).toBe(
      '/api/v1/admin/solvers/cashout_reports/users?page=2&limit=50&search=ava&order=by_rewards_earned_asc',
    );
  });

  it("pages a server's { total, page, limit } by its route's totalAt, and on without one", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = {
      data: [{ id: 1, code: 'A1' }],
      meta: { pagination: { total: 40, page: 2, limit: 25 } },
    };
    const client = createHttpClient({
      getBase: () => '/api/v1',
      timeoutMs: 1000,
      fetch: (async () => new Response(JSON.stringify(body))) as unknown as typeof fetch,
    });
    const shapes = { row: z.object({ id: z.number(), code: z.string() }), summary: 'Codes' };
    const codes = (name: string, totalAt?: `meta.${string}`) =>
      defineList({
        name,
        path: `/sales/${name}`,
        endpoint: `/admin/sales/${name}`,
        heading: 'h5',
        exportName: name,
        totalAt,
        schema: async () => ({ shapes }),
      });
    const lists = [codes('declared', 'meta.pagination.total'), codes('undeclared')];
    const provider = createDataProvider(client, lists);
    const params = {
      pagination: { page: 2, perPage: 1 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    expect(await provider.getList('declared', params)).toEqual({ data: body.data, total: 40 });
    expect(await provider.getList('undeclared', params)).toEqual({
      data: body.data,
      pageInfo: { hasPreviousPage: true, hasNextPage: true },
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain(
      'GET /admin/sales/undeclared: no total at meta.pagination.totalCount',
    );
    warn.mockRestore();
  });

  it('refuses a list answer whose data is not a list', async () => {
    const client = createHttpClient({
      getBase: () => '/api/v1',
      timeoutMs: 1000,
      fetch: (async () => new Response('{"data":{"rows":[]}}')) as unknown as typeof fetch,
    });
    await expect(
      createDataProvider(client, LIST_SCREENS).getList('invoices', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ kind: 'shape' });
  });

  it('rejects an unknown resource instead of guessing an endpoint', async () => {
    await expect(
      dataProvider.getList('nothing', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow('Unknown resource');
  });

  it('caches form_selects option lists in session storage', async () => {
    const first = await dataProvider.getFormSelect('companies');
    const again = await dataProvider.getFormSelect('companies');
    expect(again).toEqual(first);
    expect(mockControl.journal.find('GET', '/admin/companies/form_selects/companies')).toHaveLength(
      1,
    );
    expect(sessionStorage.getItem('form_selects:companies')).not.toBeNull();
  });
});

describe('session state', () => {
  it('turns many simultaneous 401s into one change', () => {
    sessionState.reset();
    let changes = 0;
    const stop = sessionState.subscribe(() => {
      changes += 1;
    });
    const unauthorized = { status: 401 } as Parameters<typeof watchSessionErrors>[0];
    for (let i = 0; i < 5; i += 1) watchSessionErrors(unauthorized, { method: 'GET' });
    expect(sessionState.get().expired).toBe(true);
    expect(changes).toBe(1);
    stop();
    sessionState.reset();
  });

  it('marks the current page denied on a 403 GET, not on a 403 mutation', () => {
    sessionState.reset();
    watchSessionErrors({ status: 403 } as Parameters<typeof watchSessionErrors>[0], {
      method: 'POST',
    });
    expect(sessionState.get().deniedPath).toBeNull();
    watchSessionErrors({ status: 403 } as Parameters<typeof watchSessionErrors>[0], {
      method: 'GET',
    });
    expect(sessionState.get().deniedPath).toBe(window.location.pathname);
    sessionState.reset();
  });
});
