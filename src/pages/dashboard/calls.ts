import * as z from 'zod/mini';
import { parseRecord } from '../../api/parse';
import { callName, type ContractCall } from '../../contract/call';
import type { Salvaged } from '../../contract/envelope';
import { CHART_TYPES } from '../../contract/fixedLists';
import { named, ours } from '../../contract/marks';
import { chartShape, displayDate } from '../../contract/openShapes';
import { day, num, oneOf, text } from '../../contract/variants';
import type { Sender } from '../../providers/methods/calls';
import { chartEndpoint, statsEndpoint } from './route';

/** The dashboard's calls: GET /admin/stats and GET /admin/chart (impersonation is shared). */
export const statsSchema = z.object({
  contestsCount: named('seed 000 §3', num()),
  solutionsCount: named('seed 000 §3', num()),
  cashedOut: named('seed 000 §3', num()),
  challengersCount: named('seed 000 §3', num()),
  usersThisMonth: named('seed 000 §3', num()),
  usersToday: named('seed 000 §3', num()),
  solversCount: named('seed 000 §3', num()),
  usersLastMonth: named('seed 000 §3', num()),
  usersYesterday: named('seed 000 §3', num()),
  totalUsers: named('seed 000 §3', num()),
  /** Display values: a date in any accepted form, or a text shown as it is. */
  updatedAt: named('seed 000 §3', displayDate()),
  updatedAtTimestamp: named('seed 000 §3', displayDate()),
});
export type Stats = z.infer<typeof statsSchema>;
/** Stats as read field by field: a field that cannot be read is absent, its raw value in `_unreadable`. */
export type StatsRead = Salvaged<Partial<Stats>>;

export { CHART_TYPES };
export type ChartType = (typeof CHART_TYPES)[number];

export const chartQuerySchema = z.object({ type: oneOf(CHART_TYPES), days_compute: num() });
export type ChartQuery = z.infer<typeof chartQuerySchema>;

/** One series of a chart, points in date order (the seed leaves the shape open: openShapes.ts). */
export const chartSeriesSchema = z.object({
  /** Ours: a series given without names (a plain list of points) has no legend entry. */
  name: ours(text()),
  /** Ours: the legend falls back to the name. */
  label: ours(text()),
  points: named(
    'seed 000 §7',
    z.array(z.object({ date: named('seed 000 §7', day()), value: named('seed 000 §7', num()) })),
  ),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

export const chartDataSchema = chartShape(
  z.object({
    /** Ours: the chart asked for is the type the panel shows. */
    type: ours(oneOf(CHART_TYPES)),
    series: named('seed 000 §7', z.array(chartSeriesSchema)),
  }),
);
export type ChartData = z.infer<typeof chartDataSchema>;

/** One place per endpoint: the page's senders below, the mock, OpenAPI and contract:check. */
export const statsCall = {
  method: 'GET',
  path: statsEndpoint,
  summary: 'Dashboard figures',
  answer: statsSchema,
} as const satisfies ContractCall;
export const chartCall = {
  method: 'GET',
  path: chartEndpoint,
  summary: 'A dashboard chart',
  query: chartQuerySchema,
  answer: chartDataSchema,
} as const satisfies ContractCall;
/** The page's calls, for the contract's tables, docs and check (src/contract-tools/calls.ts finds them). */
export const calls = [statsCall, chartCall];

/** Field by field (docs/decisions.md): one unreadable figure never hides the others. */
export const getStats =
  (signal?: AbortSignal): Sender<StatsRead> =>
  async (client) =>
    parseRecord(
      callName(statsCall),
      statsCall.answer,
      (await client.get(statsCall.path, { signal })).data,
    );
