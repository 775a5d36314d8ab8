import { describe, expect, it, vi } from 'vitest';
import { http } from '../../src/api/http';
import { sendFirstRequests } from '../../src/app/earlyRequests';
import { sendMoveRequests } from '../../src/app/console/moveRequests';
import { embeddedApiBase } from '../../src/api/contextRequest';
import { firstRequestsOf } from '../../src/app/console/firstRequests';
import { ROUTE_CHUNKS, routeChunkOf } from '../../src/app/console/routeChunks';
import { LIST_SCREENS } from '../../src/app/screens/lookup';
import { LIST_DEFAULTS, openingListParams } from '../../src/providers/listQuery';
import { solverFirstRequests } from '../../src/solver/routes';

/** The first requests of the screen at a console path. */
const firstAt = (path: string, search = '', session?: Storage) =>
  firstRequestsOf(routeChunkOf(path)!, { path, search, session });

/** A Storage holding the given items. */
const storage = (items: Record<string, string>): Storage =>
  ({ getItem: (key: string) => items[key] ?? null }) as Storage;

describe('the first requests of a route', () => {
  it('sends each list page’s call with the defaults of its screen', () => {
    expect(firstAt('/contests/drafts')).toEqual([
      { path: '/admin/contests', query: { scope: 'drafts', page: 1, limit: 25 } },
    ]);
  });

  it('every list endpoint has a route that sends it', () => {
    const sent = ROUTE_CHUNKS.flatMap((route) =>
      firstRequestsOf(route, { path: route.path, search: '' }),
    ).map((r) => r.path);
    for (const list of LIST_SCREENS) expect(sent).toContain(list.endpoint);
  });

  it('reads the address’s params as react-admin does: search, page, size and sort', () => {
    const filter = encodeURIComponent(JSON.stringify({ q: ' ada ', perseverance_filter: 'only' }));
    expect(
      firstAt(
        '/students/cashout_report',
        `?filter=${filter}&page=3&perPage=50&sort=by_total_rewards&order=ASC`,
      ),
    ).toEqual([
      {
        path: '/admin/solvers/cashout_reports/users',
        query: {
          page: 3,
          limit: 50,
          search: 'ada',
          perseverance_filter: 'only',
          order: 'by_total_rewards_asc',
        },
      },
      {
        path: '/admin/solvers/cashout_reports/totals',
        query: { search: 'ada', perseverance_filter: 'only' },
      },
      {
        path: '/admin/solvers/cashout_reports/statistics',
        query: { search: 'ada', perseverance_filter: 'only' },
      },
    ]);
  });

  it('takes the stored params only when the address has none and they hold a filter', () => {
    const stored = storage({
      'RaStore.drafts.listParams': JSON.stringify({ filter: { q: 'x' }, page: 2, perPage: 50 }),
    });
    expect(openingListParams('drafts', '', LIST_DEFAULTS, stored)).toEqual({
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'x' },
    });
    // react-admin ignores stored params without a filter, and any address query wins.
    const noFilter = storage({ 'RaStore.drafts.listParams': JSON.stringify({ perPage: 50 }) });
    expect(openingListParams('drafts', '', LIST_DEFAULTS, noFilter).pagination).toEqual({
      page: 1,
      perPage: 25,
    });
    expect(openingListParams('drafts', '?page=4', LIST_DEFAULTS, stored).pagination).toEqual({
      page: 4,
      perPage: 25,
    });
  });

  it('survives what an address or a store may hold', () => {
    const broken = storage({ 'RaStore.drafts.listParams': '{not json' });
    expect(openingListParams('drafts', '?filter=%7Bx&page=abc', LIST_DEFAULTS, broken)).toEqual({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
  });

  it('the dashboard: its figures and the three charts at 14 days', () => {
    expect(firstAt('/').map((r) => r.query?.type ?? r.path)).toEqual([
      '/admin/stats',
      'weekly_signups',
      'cumulative_creations',
      'daily_creations',
    ]);
  });

  it('the challenge form: the record of an edit or clone, and the option lists not yet held', () => {
    const lists = [
      '/admin/contests/form_selects/mindsumo_team',
      '/admin/contests/form_selects/company_teams',
      '/admin/contests/form_selects/contest_permission_locations',
    ];
    expect(firstAt('/contests/new').map((r) => r.path)).toEqual(lists);
    expect(firstAt('/contests/a%20b/edit').map((r) => r.path)).toEqual([
      '/admin/contests/a%20b',
      ...lists,
    ]);
    expect(firstAt('/contests/x/clone').map((r) => r.path)).toEqual([
      '/admin/contests/x/clone',
      ...lists,
    ]);
    const held = storage({ 'form_selects:staffTeam': '[]' });
    expect(firstAt('/contests/new', '', held).map((r) => r.path)).toEqual(lists.slice(1));
  });
});

describe('a move inside the console', () => {
  /** The URLs a move to `pathname` sends at once, none taken over yet. */
  const sentOnMove = (pathname: string) => {
    const preload = vi.spyOn(http, 'preload').mockImplementation(() => undefined);
    sendFirstRequests({ pathname, search: '' }, true);
    const sent = preload.mock.calls.map(([path]) => path);
    preload.mockRestore();
    return sent;
  };

  it('sends the challenge form’s first requests at the click: it reads them on every opening', () => {
    expect(sentOnMove('/admin/contests/a%20b/edit')[0]).toBe('/admin/contests/a%20b');
    expect(sentOnMove('/admin/contests/x/clone')[0]).toBe('/admin/contests/x/clone');
  });

  it('calls off what a move sent once its screen is left, not when the screen’s query changes', () => {
    const preload = vi.spyOn(http, 'preload').mockImplementation(() => undefined);
    sendMoveRequests({ pathname: '/admin/contests/a/edit', search: '' });
    const [path, , signal] = preload.mock.calls[0];
    expect(path).toBe('/admin/contests/a');
    sendMoveRequests({ pathname: '/admin/contests/a/edit', search: '?step=2' });
    expect(signal?.aborted).toBe(false);
    sendMoveRequests({ pathname: '/admin/contests/drafts', search: '' });
    expect(signal?.aborted).toBe(true);
    sendMoveRequests({ pathname: '/admin/contests/b/edit', search: '' });
    expect(preload.mock.calls.at(-1)?.[2]?.aborted).toBe(false);
    preload.mockRestore();
  });

  it('sends nothing for a list or the dashboard, which show what they hold first', () => {
    expect(sentOnMove('/admin/contests/drafts')).toEqual([]);
    expect(sentOnMove('/admin/students/cashout_report')).toEqual([]);
    expect(sentOnMove('/admin/')).toEqual([]);
    expect(sentOnMove('/admin/no/such/screen')).toEqual([]);
  });
});

describe('the first request of a solver page', () => {
  it('is its challenge or its solution, by the paths the page’s calls use', () => {
    expect(solverFirstRequests('/challenges/a%20b')).toEqual(['/contests/a%20b']);
    expect(solverFirstRequests('/challenges/x/solutions/5')).toEqual(['/solutions/5']);
    expect(solverFirstRequests('/challenges/x/other/thing')).toEqual([]);
  });
});

describe('the API base of an embedded context, read before any schema', () => {
  const page = (script: string | null) => {
    const doc = document.implementation.createHTMLDocument('console');
    if (script !== null)
      doc.head.innerHTML = `<script id="admin-context" type="application/json">${script}</script>`;
    return doc;
  };

  it('is the context’s apiBase when it names one, else nothing', () => {
    expect(embeddedApiBase(page('{"apiBase":" https://api.example/v1 "}'))).toBe(
      'https://api.example/v1',
    );
    expect(embeddedApiBase(page('{"menu":[]}'))).toBeUndefined();
    expect(embeddedApiBase(page('{"apiBase":5}'))).toBeUndefined();
    expect(embeddedApiBase(page('not json'))).toBeUndefined();
    expect(embeddedApiBase(page(null))).toBeUndefined();
  });
});
