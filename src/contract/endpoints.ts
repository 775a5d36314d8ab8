/**
 * The custom pages' endpoints, relative to the API base: each path is written here once. The
 * call objects beside their schemas (`statsCall` in ./dashboard.ts, …) take their paths from
 * here, and so can code that must stay light, such as a route's early requests, which the
 * console's entry sends before any schema has loaded.
 */
export const ENDPOINTS = {
  stats: '/admin/stats',
  chart: '/admin/chart',
  loginAs: '/accounts/admin_login_as',
  cashouts: '/admin/solvers/cashouts',
  cashoutBalance: '/admin/solvers/cashouts/balance',
  decideCashout: '/admin/solvers/cashouts/decide',
  cashoutTransactions: '/admin/solvers/cashouts/transactions',
  reportUsers: '/admin/solvers/cashout_reports/users',
  reportTotals: '/admin/solvers/cashout_reports/totals',
  reportStatistics: '/admin/solvers/cashout_reports/statistics',
  reportTransactions: '/admin/solvers/cashout_reports/transactions',
  demographicsTimestamp: '/admin/solvers/demographics/timestamp',
  demographicsExport: '/admin/solvers/demographics/export',
  demographics: '/admin/solvers/demographics/{kind}',
} as const;
