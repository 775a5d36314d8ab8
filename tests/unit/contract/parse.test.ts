import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createHttpClient,
  parseData,
  parseDone,
  parseRecord,
  parseRows,
} from '../../../src/api';
import { decideResponseSchema } from '../../../src/pages/cashouts/calls';
import { eligibilitySchema, submittedSolutionSchema } from '../../../src/contract/solver';
import { contestListRowSchema } from '../../../src/contract/contestList';
import { statsSchema } from '../../../src/pages/dashboard/calls';
import { opportunitySchema } from '../../../src/contract/opportunities';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { LIST_SCREENS } from '../../../src/app/screens/lookup';

const row = (id: number, changes: Record<string, unknown> = {}) => ({
  id,
  slug: `challenge-${id}`,
  title: `Challenge ${id}`,
  titlePath: `/challenges/challenge-${id}`,
  company: 'Acme',
  companyPath: '/companies/acme',
  contact: 'Ann',
  launchDate: '2026-03-01T09:30:00+01:00',
  majorCategory: 'Health',
  tags: ['ai'],
  hidden: false,
  manager: 'Bob',
  ...changes,
});

const failure = (run: () => unknown): ApiError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a shape error');
};

describe('parsing at the edge', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => logged.mockClear());

  it('names the call and the path of a mismatch, and logs the raw value', () => {
    const error = failure(() =>
      parseData('GET /admin/stats', statsSchema, { ...statsFixture(), usersToday: 'many' }),
    );
    expect(error).toMatchObject({ kind: 'shape', status: 200 });
    expect(error.message).toBe('app.http.shape');
    expect(error.detail).toBe('GET /admin/stats: data.usersToday: expected a number');
    expect(String(logged.mock.calls[0][0])).toContain('(received: "many")');
  });

  it('says what is missing', () => {
    const { updatedAt: _dropped, ...rest } = statsFixture();
    expect(failure(() => parseData('GET /admin/stats', statsSchema, rest)).detail).toBe(
      'GET /admin/stats: data.updatedAt: missing',
    );
  });

  it('keeps a row whose non-identity field is unreadable, the field set aside as received', () => {
    const rows = parseRows(
      'GET /admin/contests',
      contestListRowSchema,
      [row(1), row(2), row(3), row(4, { tags: { first: 'ai' }, hidden: 'maybe' })],
      { id: 'id' },
    );
    expect(rows.slice(0, 3)).toEqual([row(1), row(2), row(3)]);
    expect(rows[3]).toEqual({
      ...row(4),
      tags: undefined,
      hidden: undefined,
      _unreadable: { hidden: 'maybe', tags: { first: 'ai' } },
    });
    expect(rows[3]).not.toHaveProperty('tags');
    const messages = logged.mock.calls.map((call) => String(call[0]));
    expect(messages).toContainEqual(
      expect.stringContaining('GET /admin/contests: data[3].tags: expected a list of text'),
    );
  });

  it('sets aside a nested record sent as a list, keeping the rest of the record', () => {
    const record = parseRecord('GET /admin/sales/opportunity/1', opportunitySchema, {
      email: 'a@b.co',
      challenger: { firstName: 'Ann', lastName: 7 },
      supervisor: null,
      payload: ['unexpected', 'list'],
    });
    expect(record).toMatchObject({
      email: 'a@b.co',
      challenger: { firstName: 'Ann', _unreadable: { lastName: 7 } },
      supervisor: null,
      _unreadable: { payload: ['unexpected', 'list'] },
    });
    expect(record).not.toHaveProperty('payload');
  });

  it('refuses the list when a row has no readable identity, or the list is not a list', () => {
    expect(
      failure(() =>
        parseRows('GET /admin/contests', contestListRowSchema, [row(1), row(2, { slug: 2 })], {
          id: 'slug',
        }),
      ).detail,
    ).toBe('GET /admin/contests: data[1].slug: expected text');
    // The row's id is ours: one it cannot read is dropped, the row kept.
    const [, second] = parseRows(
      'GET /admin/contests',
      contestListRowSchema,
      [row(1), row(2, { id: 'two' })],
      { id: 'slug' },
    );
    expect(second).toMatchObject({ slug: 'challenge-2', id: undefined });
    expect(
      failure(() => parseRows('GET /admin/contests', contestListRowSchema, { rows: [] })).detail,
    ).toBe('GET /admin/contests: data: expected a list');
  });

  it('gives react-admin the salvaged rows through getList, and create keeps a 2xx without an id as done, making none up', async () => {
    const answers: unknown[] = [
      {
        data: [row(1), row(2, { launchDate: 'soon' })],
        meta: { pagination: { currentCount: 2, totalCount: 2 } },
      },
      { data: { email: 'a@b.co', amount: 10, paid: false } },
    ];
    const client = createHttpClient({
      getBase: () => '/api/v1',
      timeoutMs: 1000,
      fetch: (async () => Response.json(answers.shift())) as typeof fetch,
    });
    const provider = createDataProvider(client, LIST_SCREENS);
    const { data } = await provider.getList('drafts', { pagination: { page: 1, perPage: 25 } });
    expect(data[1]).toMatchObject({
      id: 2,
      title: 'Challenge 2',
      _unreadable: { launchDate: 'soon' },
    });
    // The invoice was sent (a 2xx): the answer's fields are read over the body, no id is made up.
    const created = await provider.create('invoices', {
      data: { email: 'a@b.co', amount: 10, campaign_type: 'prepayment' },
    });
    expect(created.data).toEqual({
      email: 'a@b.co',
      amount: 10,
      campaign_type: 'prepayment',
      paid: false,
      id: undefined,
    });
  });
});

function statsFixture() {
  return {
    contestsCount: 1,
    solutionsCount: 2,
    cashedOut: 3,
    challengersCount: 4,
    usersThisMonth: 5,
    usersToday: 6,
    solversCount: 7,
    usersLastMonth: 8,
    usersYesterday: 9,
    totalUsers: 10,
    updatedAt: '2026-03-01T09:30:00Z',
    updatedAtTimestamp: 1772357400,
  };
}

describe('the answer of a change the server made (a 2xx)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([undefined, null, {}, [], 'done', { data: 1 }])(
    'reads nothing from %j, and does not throw',
    (body) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(parseDone('POST /admin/solvers/cashouts/decide', decideResponseSchema, body)).toEqual(
        {},
      );
    },
  );

  it('keeps every field it can read and logs the others', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      parseDone('POST /contests/a/reserve_spot', eligibilitySchema, {
        eligibilityStatus: 'maybe',
        eligibilityReason: 'Full',
      }),
    ).toEqual({ eligibilityReason: 'Full' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain(
      'POST /contests/a/reserve_spot: data.eligibilityStatus',
    );
  });

  it('drops the fields of ours it cannot read, without a word', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      parseDone('POST /solutions', submittedSolutionSchema, {
        id: 'seven',
        viewUrl: '/challenges/a/solutions/7',
        challengeUrl: 42,
      }),
    ).toEqual({ viewUrl: '/challenges/a/solutions/7' });
    expect(log).not.toHaveBeenCalled();
  });
});
