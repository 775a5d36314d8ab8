import { describe, expect, it } from 'vitest';
import { chartDataSchema, statsSchema } from '../../../src/pages/dashboard/calls';
import { rubricCriterionSchema } from '../../../src/contract/contest';
import { selectOptionsSchema } from '../../../src/contract/envelope';
import { opportunitySchema } from '../../../src/contract/opportunities';
import { COLOUR_KEYS, colourKeyOf } from '../../../src/contract/openShapes';
import { toPlotData } from '../../../src/pages/dashboard/charts/chartData';
import { formatUpdatedAt } from '../../../src/pages/dashboard/stats/lastUpdated';

const figures = {
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
};

describe('the last-updated values are display values', () => {
  it('a display text keeps every dashboard figure and is shown as it is', () => {
    const stats = statsSchema.parse({
      ...figures,
      updatedAt: '5 minutes ago',
      updatedAtTimestamp: 'about an hour ago',
    });
    expect(stats).toMatchObject(figures);
    expect(formatUpdatedAt(stats)).toBe('5 minutes ago');
  });

  it('an ISO date, a day or an epoch in either field is formatted as a date', () => {
    const local = new Date(2026, 10, 21, 17, 5);
    for (const updatedAtTimestamp of [
      local.getTime(),
      local.getTime() / 1000,
      String(local.getTime() / 1000),
      local.toISOString(),
    ]) {
      const stats = statsSchema.parse({ ...figures, updatedAt: 'soon', updatedAtTimestamp });
      expect(formatUpdatedAt(stats)).toBe('Nov 21, 2026 at 5:05 PM');
    }
    const stats = statsSchema.parse({
      ...figures,
      updatedAt: local.toISOString(),
      updatedAtTimestamp: 'just now',
    });
    expect(formatUpdatedAt(stats)).toBe('Nov 21, 2026 at 5:05 PM');
  });

  it('a value that is no text is refused, never shown as [object Object]', () => {
    expect(
      statsSchema.shape.updatedAt.safeParse({ unexpected: { nested: 'object' } }).success,
    ).toBe(false);
  });
});

describe('chart series in every common form', () => {
  const forms = [
    {
      type: 'daily_creations',
      series: [{ name: 'a', label: 'A', points: [{ date: '2026-03-01', value: 4 }] }],
    },
    [{ date: '2026-03-01', value: 4 }],
    [{ day: '2026-03-01T00:00:00Z', count: '4' }],
    { '2026-03-01': 4 },
    [['2026-03-01', 4]],
    { dates: ['2026-03-01'], counts: [4] },
    [{ name: 'A', data: { '2026-03-01': 4 } }],
    { series: [{ name: 'A', data: [['2026-03-01', 4]] }] },
  ];
  it.each(forms.map((form) => [JSON.stringify(form), form]))('%s plots one point', (_, form) => {
    const plot = toPlotData(chartDataSchema.parse(form), () => 'Chart');
    expect(plot.dates.map((date) => date.toISOString().slice(0, 10))).toEqual(['2026-03-01']);
    expect(plot.series.map((one) => one.values)).toEqual([[4]]);
  });

  it('a form that could be misread is refused: the chart computes with it', () => {
    for (const refused of [
      { March: 4 },
      [{ when: '2026-03-01', value: 4 }],
      [{ date: '2026-03-01', value: 'many' }],
      { labels: ['2026-03-01'], values: [4, 5] },
      'yesterday: 4',
    ])
      expect(chartDataSchema.safeParse(refused).success, JSON.stringify(refused)).toBe(false);
  });

  it('a series without names is named after the chart asked for; a named one keeps its name', () => {
    const unnamed = (position: number, count: number) =>
      count === 1 ? 'Daily creations' : `Daily creations ${position}`;
    const single = toPlotData(chartDataSchema.parse({ '2026-03-01': 4 }), unnamed);
    expect(single.series.map((one) => one.label)).toEqual(['Daily creations']);
    const two = chartDataSchema.parse({
      series: [
        { points: [['2026-03-01', 4]] },
        { name: 'contests', points: [['2026-03-01', 1]] },
        { points: { '2026-03-01': 2 } },
      ],
    });
    expect(toPlotData(two, unnamed).series.map((one) => one.label)).toEqual([
      'Daily creations 1',
      'contests',
      'Daily creations 3',
    ]);
    const named = chartDataSchema.parse([{ name: 'Signups', data: { '2026-03-01': 4 } }]);
    expect(toPlotData(named, unnamed).series[0].label).toBe('Signups');
  });
});

describe('the supervisor', () => {
  const opportunity = (supervisor: unknown) =>
    opportunitySchema.safeParse({
      id: 1,
      email: 'a@b.c',
      userPath: '/u/1',
      challenger: { firstName: 'A', lastName: 'B' },
      supervisor,
      payload: {
        firstName: 'A',
        lastName: 'B',
        found_out_from: '',
        company: '',
        industry: '',
        challengerTitle: '',
        challengeOutput: '',
        anonymousOrBranded: '',
        solutionsTimeframe: '',
        challengeTopic: '',
        challengeQuestions: '',
        challengeGuardrails: '',
        challengeSupplementals: '',
      },
    });
  it.each([
    [{ fullName: 'Ada Lovelace' }, { fullName: 'Ada Lovelace' }],
    ['Ada Lovelace', { fullName: 'Ada Lovelace' }],
    [{ full_name: 'Ada Lovelace' }, { fullName: 'Ada Lovelace' }],
    [{ name: 'Ada Lovelace' }, { fullName: 'Ada Lovelace' }],
    [{ firstName: 'Ada', lastName: 'Lovelace' }, { fullName: 'Ada Lovelace' }],
    [null, null],
    ['', null],
    [undefined, null],
  ])('%j reads as %j', (sent, read) => {
    const parsed = opportunity(sent);
    expect(parsed.success && parsed.data.supervisor).toEqual(read);
  });
});

describe('option lists', () => {
  it('reads every item form in one list', () => {
    expect(
      selectOptionsSchema.parse([
        { value: 1, label: 'One' },
        { id: 2, name: 'Two' },
        { value: 3, text: 'Three' },
        ['Four', 4],
        'Five',
      ]),
    ).toEqual([
      { value: 1, label: 'One' },
      { value: 2, label: 'Two' },
      { value: 3, label: 'Three' },
      { value: 4, label: 'Four' },
      { value: 'Five', label: 'Five' },
    ]);
  });
  it('refuses an item with neither a value nor an id', () => {
    expect(selectOptionsSchema.safeParse([{ name: 'Nameless' }]).success).toBe(false);
  });
});

describe('rubric colour codes under any of their keys', () => {
  const scale = [{ label: '1', level: 1, min_rating: 1, max_rating: 1, feedback_text: '' }];
  const criterion = { name: 'Q', short_name: 'Q', chart_type: 'bar', weight: 1, scale };
  it.each(COLOUR_KEYS)('%s loads and is kept under that key for the form', (key) => {
    const parsed = rubricCriterionSchema.parse({ ...criterion, [key]: '#112233, #445566' });
    expect(parsed).toMatchObject({ [key]: ['#112233', '#445566'] });
    expect(colourKeyOf(parsed)).toBe(key);
  });
  it('a criterion without colours loads too (the key is ours)', () => {
    expect(rubricCriterionSchema.safeParse(criterion).success).toBe(true);
    expect(colourKeyOf(criterion)).toBe('colour_codes');
  });
});
