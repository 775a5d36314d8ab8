import { describe, expect, it } from 'vitest';
import { http } from '../../../src/api';
import { mockControl } from '../../../mocks/node';
import { EXTRA, JUNK, rewriteAnswer } from '../../../mocks/variants';

const body = {
  data: [
    {
      id: 1,
      title: 'Commute',
      paid: true,
      tags: ['a', 'b'],
      supervisor: null,
      createdAt: '2026-11-21T14:05:00Z',
      launchDate: '2026-11-21',
      evaluation_rubric: { criteria: [{ name: 'Fit', weight: 1 }] },
      owner: { name: 'Ann' },
    },
  ],
  meta: { pagination: { currentCount: 1, totalCount: 1 } },
};
type Row = Record<string, unknown>;
const rowOf = (rewritten: unknown) => (rewritten as { data: Row[] }).data[0];

describe("the mock's variant mode", () => {
  it('rewrites every value it may into an accepted form, leaving meta and the input alone', () => {
    const before = structuredClone(body);
    const rewritten = rewriteAnswer(body, { mode: 'accepted', seed: 3 }) as typeof body;
    expect(body).toEqual(before);
    expect(rewritten.meta).toEqual(body.meta);
    const row = rowOf(rewritten);
    expect(row.id).toBe('1');
    expect([1, 'true']).toContain(row.paid);
    expect(row.tags).toBe('a,b');
    expect('supervisor' in row).toBe(false);
    const created = row.createdAt;
    expect(
      created === Date.parse('2026-11-21T14:05:00Z') / 1000 ||
        created === '2026-11-21T14:05:00.000Z',
    ).toBe(true);
    expect(row.launchDate).toBe('2026-11-21T00:00:00Z');
    expect(row.evaluation_rubric).toBe(JSON.stringify(body.data[0].evaluation_rubric));
    expect(row.owner).toEqual({ name: 'Ann' });
  });

  it('is deterministic: the same rule gives the same answer', () => {
    const rule = { mode: 'junk' as const, seed: 9, rate: 0.5, limit: 3 };
    expect(rewriteAnswer(body, rule)).toEqual(rewriteAnswer(body, rule));
  });

  it('turns chosen fields into junk of the chosen kind, once by default', () => {
    const many = { data: [{ title: 'a' }, { title: 'b' }] };
    const once = rewriteAnswer(many, {
      mode: 'junk',
      fields: ['title'],
      kinds: ['objectForText'],
      rate: 1,
    }) as {
      data: Row[];
    };
    expect(once.data.filter((row) => typeof row.title === 'object')).toHaveLength(1);
    expect(once.data.find((row) => typeof row.title === 'object')?.title).toEqual(JUNK.object);

    const row = rowOf(
      rewriteAnswer(body, {
        mode: 'junk',
        fields: ['id', 'owner', 'title'],
        kinds: ['textForNumber', 'listForObject', 'missingRequired'],
        rate: 1,
        limit: 3,
        seed: 1,
      }),
    );
    expect(row.id === JUNK.text || !('id' in row)).toBe(true);
    expect(Array.isArray(row.owner) || !('owner' in row)).toBe(true);
    expect(row.title === undefined).toBe(true);
  });

  it('drops the whole data only when the rule names it', () => {
    const rule = { mode: 'junk' as const, kinds: ['missingRequired' as const], rate: 1 };
    expect(rewriteAnswer(body, rule)).toHaveProperty('data');
    expect(rewriteAnswer(body, { ...rule, fields: ['data'] })).toEqual({ meta: body.meta });
  });

  it('rewrites a call selected by its path, as the client then receives it', async () => {
    mockControl.faults.add({
      path: '/admin/stats',
      method: 'GET',
      variant: { mode: 'accepted', kinds: ['numericText'] },
    });
    const { data } = await http.get<Record<string, unknown>>('/admin/stats');
    expect(typeof data.contestsCount).toBe('string');
    expect(Number(data.contestsCount)).toBeGreaterThanOrEqual(0);
    const { data: chart } = await http.get<Record<string, unknown>>('/admin/chart', {
      query: { type: 'weekly_signups', days_compute: 14 },
    });
    expect(Array.isArray(chart.series)).toBe(true);
  });
});

describe('extra mode', () => {
  it('adds an unknown key to every object, inside JSON texts too, and leaves maps alone', () => {
    const body = {
      data: {
        title: 'T',
        rows: [{ id: 1 }],
        evaluation_rubric: JSON.stringify({ criteria: [{ name: 'A', scale: [{ level: 1 }] }] }),
        settings: { signInUrl: '/sign_in' },
      },
      meta: { pagination: { page: 1 } },
    };
    const out = rewriteAnswer(body, { mode: 'extra' }) as typeof body;
    expect(out.meta).toEqual(body.meta);
    expect(out.data).toMatchObject({ [EXTRA.key]: EXTRA.value, title: 'T' });
    expect(out.data.rows[0]).toEqual({ [EXTRA.key]: EXTRA.value, id: 1 });
    expect(out.data.settings).toEqual({ signInUrl: '/sign_in' });
    const rubric = JSON.parse(out.data.evaluation_rubric) as {
      criteria: { scale: object[] }[];
    } & object;
    expect(rubric).toHaveProperty(EXTRA.key);
    expect(rubric.criteria[0]).toHaveProperty(EXTRA.key);
    expect(rubric.criteria[0]!.scale[0]).toHaveProperty(EXTRA.key);
  });

  it('leaves a map keyed by data alone, but not the rows of a list of the same name', () => {
    const body = {
      data: {
        deliverables: { '1': 'An answer' },
        form: { deliverables: [{ id: 1, title: 'Your idea' }] },
      },
    };
    const out = rewriteAnswer(body, { mode: 'extra' }) as typeof body;
    expect(out.data.deliverables).toEqual({ '1': 'An answer' });
    expect(out.data.form.deliverables[0]).toEqual({
      [EXTRA.key]: EXTRA.value,
      id: 1,
      title: 'Your idea',
    });
  });
});
