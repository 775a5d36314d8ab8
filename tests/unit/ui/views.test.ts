import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  storeKey,
  viewSearch,
  visibleColumns,
  type ListShape,
  type ViewState,
  type ViewStore,
} from '../../../src/ui/views/model';
import { fitView, readViewSearch } from '../../../src/ui/views/address';
import { choiceOf, moveColumn, withListViews } from '../../../src/ui/views/edit';
import { parseStore } from '../../../src/ui/views/storeSchema';
import { viewStore } from '../../../src/ui/views/viewStore';
import {
  reportCsvColumns,
  REPORT_USER_COLUMNS,
} from '../../../src/resources/cashout-report-users/exportCsv';

const COLUMNS = ['title', 'company', 'contact', 'tags', 'actions'];

const SHAPE: ListShape = {
  columns: COLUMNS,
  filters: {
    q: (value) => value.trim() !== '',
    date_from: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  },
  sortFields: ['id', 'total_rewards'],
};

const columnId = fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/);
const viewState: fc.Arbitrary<ViewState> = fc.record(
  {
    // Empty values are no filter (react-admin drops them too).
    filter: fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }).filter((key) => key !== '__proto__'),
      fc.string({ minLength: 1, maxLength: 20 }),
      { maxKeys: 4 },
    ),
    sort: fc.record({
      field: fc.string({ minLength: 1, maxLength: 12 }),
      order: fc.constantFrom('ASC' as const, 'DESC' as const),
    }),
    perPage: fc.integer({ min: 1, max: 500 }),
    columns: fc.uniqueArray(columnId, { minLength: 1, maxLength: 8 }),
  },
  { requiredKeys: ['filter'] },
);
const viewName = fc
  .string({ minLength: 1, maxLength: 80 })
  .filter((name) => name.trim() === name && name !== '');

describe('a view in an address', () => {
  it('reads back as the same state and name, whatever they hold', () => {
    fc.assert(
      fc.property(viewState, fc.option(viewName, { nil: undefined }), (state, name) => {
        const read = readViewSearch(viewSearch(state, name));
        expect(read.state).toEqual(state);
        expect(read.name).toBe(name);
      }),
    );
  });

  it('keeps react-admin’s params where react-admin reads them', () => {
    const params = new URLSearchParams(
      viewSearch(
        { filter: { q: 'acme' }, sort: { field: 'total_rewards', order: 'ASC' }, perPage: 50 },
        'Big spenders',
      ),
    );
    expect(Object.fromEntries(params)).toEqual({
      filter: '{"q":"acme"}',
      sort: 'total_rewards',
      order: 'ASC',
      page: '1',
      perPage: '50',
      view: 'Big spenders',
    });
  });

  it('reads whatever an address holds without throwing: junk filter, odd columns, __proto__', () => {
    const read = readViewSearch(
      '?filter=%7Bnot-json&columns=title,,a%20b,company&perPage=-3&view=%20%20',
    );
    expect(read).toEqual({ state: { filter: {}, columns: ['title', 'company'] } });
    const proto = readViewSearch(
      `?filter=${encodeURIComponent('{"__proto__":{"x":"1"},"q":"a"}')}`,
    );
    expect(proto.state.filter).toEqual({ q: 'a' });
    expect(Object.getPrototypeOf(proto.state.filter)).toBe(Object.prototype);
  });
});

describe('fitting a view to its list', () => {
  it('keeps what the list has and names what it dropped', () => {
    const { state, dropped } = fitView(
      {
        filter: { q: 'acme', status: 'open', date_from: 'yesterday' },
        sort: { field: 'by_size', order: 'DESC' },
        perPage: 50,
        columns: ['company', 'budget', 'title'],
      },
      SHAPE,
    );
    expect(state).toEqual({ filter: { q: 'acme' }, perPage: 50, columns: ['company', 'title'] });
    expect(dropped).toEqual({
      columns: ['budget'],
      filters: ['status', 'date_from'],
      sort: 'by_size',
    });
  });

  it('drops nothing from a view the list takes whole', () => {
    const view: ViewState = {
      filter: { q: 'a', date_from: '2026-01-01' },
      sort: { field: 'total_rewards', order: 'ASC' },
      columns: ['tags'],
    };
    expect(fitView(view, SHAPE)).toEqual({ state: view, dropped: { columns: [], filters: [] } });
  });
});

describe('chosen columns', () => {
  it('shows the chosen order, drops columns gone, adds columns new since at the end', () => {
    expect(
      visibleColumns(COLUMNS, { shown: ['tags', 'gone', 'title'], hidden: ['company'] }),
    ).toEqual(['tags', 'title', 'contact', 'actions']);
    expect(visibleColumns(COLUMNS)).toEqual(COLUMNS);
    // Never no column at all.
    expect(visibleColumns(COLUMNS, { shown: ['gone'], hidden: COLUMNS })).toEqual(COLUMNS);
  });

  it('moves a column by one place, clamped at the ends', () => {
    expect(moveColumn(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(choiceOf(COLUMNS, ['tags', 'title'])).toEqual({
      shown: ['tags', 'title'],
      hidden: ['company', 'contact', 'actions'],
    });
  });

  it("the report's CSV follows the chosen columns, the name first; the default is the seed's file", () => {
    expect(
      reportCsvColumns(['cashoutCount', 'rewardsBalance', 'email']).map((c) => c.header),
    ).toEqual(['Name', 'Cashout Count', 'Email']);
    expect(reportCsvColumns(REPORT_USER_COLUMNS).map((c) => c.header)).toEqual([
      'Name',
      'Email',
      'Account Created',
      'Last Login',
      'Total Rewards',
      'Total Cashouts',
      'Reward Count',
      'Cashout Count',
    ]);
  });
});

describe('the store', () => {
  const store: ViewStore = withListViews({ version: 1, lists: [] }, 'drafts', (entry) => ({
    ...entry,
    columns: { shown: ['title'], hidden: ['company'] },
    views: [{ id: 'v1', name: 'Mine', state: { filter: { q: 'acme' }, columns: ['title'] } }],
    defaultView: 'v1',
  }));

  it('reads back what it wrote', () => {
    expect(parseStore(JSON.stringify(store))).toEqual({ store, reset: false });
    expect(parseStore(null)).toEqual({ store: { version: 1, lists: [] }, reset: false });
  });

  it('resets a view with an empty name or a page size that is no whole positive number', () => {
    const withView = (name: string, perPage?: number) =>
      JSON.stringify(
        withListViews(store, 'drafts', (entry) => ({
          ...entry,
          views: [{ id: 'v2', name, state: { filter: {}, perPage } }],
        })),
      );
    expect(parseStore(withView('', 25)).reset).toBe(true);
    expect(parseStore(withView('x'.repeat(81))).reset).toBe(true);
    expect(parseStore(withView('Ok', 2.5)).reset).toBe(true);
    expect(parseStore(withView('Ok', -25)).reset).toBe(true);
    expect(parseStore(withView('Ok', 25)).reset).toBe(false);
  });

  it('resets what it cannot read, and says so', () => {
    for (const text of [
      '{',
      '[]',
      '{"version":2,"lists":[]}',
      '{"version":1,"lists":[{"list":"x"}]}',
      '"x"',
    ])
      expect(parseStore(text)).toEqual({ store: { version: 1, lists: [] }, reset: true });
  });

  it('keeps a list named __proto__ as data', () => {
    const odd = withListViews(store, '__proto__', (entry) => ({ ...entry, defaultView: 'v9' }));
    const { store: read } = parseStore(JSON.stringify(odd));
    expect(read.lists.map((entry) => entry.list)).toEqual(['drafts', '__proto__']);
    expect(({} as Record<string, unknown>).defaultView).toBeUndefined();
  });

  describe('per signed-in user', () => {
    beforeEach(() => localStorage.clear());

    it('reads a stored text once the schema is in: nothing before, then the store, told to its readers', async () => {
      localStorage.setItem(storeKey('10'), JSON.stringify(store));
      const told = vi.fn();
      const stop = viewStore.subscribe(told);
      // The first stored text read fetches the schema; a list holds its rows until then.
      expect(viewStore.get('10')).toBeNull();
      expect(await viewStore.load('10')).toEqual(store);
      expect(viewStore.get('10')).toEqual(store);
      expect(told).toHaveBeenCalled();
      stop();
    });

    it("keeps each user's views under their own key; a corrupted one is reset once, with a note", async () => {
      viewStore.set('7', store);
      expect(JSON.parse(localStorage.getItem(storeKey('7')) ?? 'null')).toEqual(store);
      expect(viewStore.get('8')?.lists).toEqual([]);
      localStorage.setItem(storeKey('9'), '{"version":1,"lists":"oops"}');
      expect(await viewStore.load('9')).toEqual({ version: 1, lists: [] });
      expect(localStorage.getItem(storeKey('9'))).toBeNull();
      expect(viewStore.wasReset('9')).toBe(true);
      viewStore.closeReset('9');
      expect(viewStore.wasReset('9')).toBe(false);
    });

    it('without a user, keeps nothing in the browser', () => {
      viewStore.set(null, store);
      expect(viewStore.get(null)).toEqual(store);
      expect(localStorage.length).toBe(0);
    });
  });
});
