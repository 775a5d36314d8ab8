import * as z from 'zod/mini';
import { chartShape, displayDate } from './openShapes';
import { day, num, oneOf, optional, text } from './variants';

/** Dashboard: GET /admin/stats, GET /admin/chart, POST /accounts/admin_login_as. */
export const statsSchema = z.object({
  contestsCount: num(),
  solutionsCount: num(),
  cashedOut: num(),
  challengersCount: num(),
  usersThisMonth: num(),
  usersToday: num(),
  solversCount: num(),
  usersLastMonth: num(),
  usersYesterday: num(),
  totalUsers: num(),
  /** Display values (issue 21 §2): a date in any accepted form, or a text shown as it is. */
  updatedAt: displayDate(),
  updatedAtTimestamp: displayDate(),
});
export type Stats = z.infer<typeof statsSchema>;

export const CHART_TYPES = ['weekly_signups', 'cumulative_creations', 'daily_creations'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const chartQuerySchema = z.object({ type: oneOf(CHART_TYPES), days_compute: num() });
export type ChartQuery = z.infer<typeof chartQuerySchema>;

/** One series of a chart, points in date order (the seed leaves the shape open: openShapes.ts). */
export const chartSeriesSchema = z.object({
  name: text(),
  label: text(),
  points: z.array(z.object({ date: day(), value: num() })),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

export const chartDataSchema = chartShape(
  z.object({ type: optional(oneOf(CHART_TYPES)), series: z.array(chartSeriesSchema) }),
);
export type ChartData = z.infer<typeof chartDataSchema>;

export const impersonateRequestSchema = z.object({ email: text() });
export type ImpersonateRequest = z.infer<typeof impersonateRequestSchema>;
