import type * as z from 'zod/mini';
import { chartDataSchema, statsSchema } from '../../../src/pages/dashboard/calls';
import { rubricCriterionSchema } from '../../../src/contract/contest';
import { locationGroupsSchema } from '../../../src/contract/locationGroups';
import { selectOptionsSchema } from '../../../src/contract/envelope';
import { claimResponseSchema } from '../../../src/resources/opportunities/calls';
import type { OPEN_SHAPE_VARIANTS } from '../../../src/contract/openShapeForms';
import { displayDate } from '../../../src/contract/openShapes';

type Line = { schema: z.ZodMiniType; sent: unknown; read: unknown };

const one = (points: { date: string; value: number }[], name = '') => ({
  series: [{ name, label: name, points }],
});
const scale = [{ label: '1', level: 1, min_rating: 1, max_rating: 1, feedback_text: '' }];
const criterion = { name: 'Quality', short_name: 'Q', chart_type: 'bar', weight: 1, scale };

/** One line per open-shape form of the accepted-variant table. */
export const OPEN_SHAPE_LINES: Record<keyof typeof OPEN_SHAPE_VARIANTS, Line> = {
  seriesAsPointList: {
    schema: chartDataSchema,
    sent: [
      { day: '2026-03-01', count: 4 },
      { x: '2026-03-02', y: 7 },
      { period: '2026-03-03', total: 1 },
    ],
    read: one([
      { date: '2026-03-01', value: 4 },
      { date: '2026-03-02', value: 7 },
      { date: '2026-03-03', value: 1 },
    ]),
  },
  seriesAsDayMap: {
    schema: chartDataSchema,
    sent: { '2026-03-02': 7, '2026-03-01': 4 },
    read: one([
      { date: '2026-03-01', value: 4 },
      { date: '2026-03-02', value: 7 },
    ]),
  },
  seriesAsPairs: {
    schema: chartDataSchema,
    sent: [['2026-03-01', 4]],
    read: one([{ date: '2026-03-01', value: 4 }]),
  },
  seriesAsParallelLists: {
    schema: chartDataSchema,
    sent: { labels: ['2026-03-01', '2026-03-02'], values: [4, 7] },
    read: one([
      { date: '2026-03-01', value: 4 },
      { date: '2026-03-02', value: 7 },
    ]),
  },
  seriesAsNamedData: {
    schema: chartDataSchema,
    sent: [{ name: 'Signups', data: [{ date: '2026-03-01', value: 4 }] }],
    read: one([{ date: '2026-03-01', value: 4 }], 'Signups'),
  },
  displayText: { schema: displayDate(), sent: '5 minutes ago', read: '5 minutes ago' },
  epochMillisForDateTime: {
    schema: statsSchema.shape.updatedAtTimestamp,
    sent: 1772323200000,
    read: '2026-03-01T00:00:00.000Z',
  },
  supervisorAsText: {
    schema: claimResponseSchema,
    sent: { supervisor: 'Ada Lovelace' },
    read: { supervisor: { fullName: 'Ada Lovelace' } },
  },
  supervisorNameKeys: {
    schema: claimResponseSchema,
    sent: { supervisor: { first_name: 'Ada', last_name: 'Lovelace' } },
    read: { supervisor: { fullName: 'Ada Lovelace' } },
  },
  optionAsIdName: {
    schema: selectOptionsSchema,
    sent: [{ id: 3, name: 'Acme' }],
    read: [{ value: 3, label: 'Acme' }],
  },
  optionAsPair: {
    schema: selectOptionsSchema,
    sent: [
      ['Acme', 3],
      [4, 'Zenith'],
    ],
    read: [
      { value: 3, label: 'Acme' },
      { value: 4, label: 'Zenith' },
    ],
  },
  optionAsValue: {
    schema: selectOptionsSchema,
    sent: ['France'],
    read: [{ value: 'France', label: 'France' }],
  },
  optionGroupsAsMap: {
    schema: locationGroupsSchema,
    sent: { Europe: [{ value: 'France', label: 'France' }] },
    read: [{ label: 'Europe', options: [{ value: 'France', label: 'France' }] }],
  },
  colourCodesUnderOtherKey: {
    schema: rubricCriterionSchema,
    sent: { ...criterion, colors: ['#1553a8'] },
    read: { ...criterion, colors: ['#1553a8'] },
  },
};
