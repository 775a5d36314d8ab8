/** Dashboard: GET /admin/stats, GET /admin/chart, POST /accounts/admin_login_as. */
export interface Stats {
  contestsCount: number;
  solutionsCount: number;
  cashedOut: number;
  challengersCount: number;
  usersThisMonth: number;
  usersToday: number;
  solversCount: number;
  usersLastMonth: number;
  usersYesterday: number;
  totalUsers: number;
  updatedAt: string;
  updatedAtTimestamp: number;
}

export const CHART_TYPES = ['weekly_signups', 'cumulative_creations', 'daily_creations'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export interface ChartQuery {
  type: ChartType;
  days_compute: number;
}

/** One series of a chart, points in date order (the seed leaves the shape open). */
export interface ChartSeries {
  name: string;
  label: string;
  points: { date: string; value: number }[];
}

export interface ChartData {
  type: ChartType;
  series: ChartSeries[];
}

export interface ImpersonateRequest {
  email: string;
}
