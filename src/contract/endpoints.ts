/**
 * The console's endpoints that code without schemas must reach, relative to the API base: each
 * path is written here once. The lists' routes and the challenge form's early requests, which
 * the console's entry sends before any schema has loaded, take their paths from here, and so do
 * the call objects beside the schemas (`contestCall` in ./contest.ts, …). A page folder writes
 * its early GETs' paths in its route; a call that only its call object's users reach writes its
 * path in the call object (docs/decisions.md, "Layers: one place per call").
 */
export const ENDPOINTS = {
  /** The challenge lists (by `scope`) and the challenge form's save. */
  contests: '/admin/contests',
  contest: '/admin/contests/{slug}',
  /** The option lists of form_selects (seed 000 §7). */
  formSelects: {
    companies: '/admin/companies/form_selects/companies',
    companyTeams: '/admin/contests/form_selects/company_teams',
    challengeTeams: '/admin/contests/form_selects/challenge_teams',
    staffTeam: '/admin/contests/form_selects/mindsumo_team',
    permissionLocations: '/admin/contests/form_selects/contest_permission_locations',
  },
  reportUsers: '/admin/solvers/cashout_reports/users',
  reportTotals: '/admin/solvers/cashout_reports/totals',
  reportStatistics: '/admin/solvers/cashout_reports/statistics',
} as const;

/** A form_selects option list, by the name the console gives it. */
export type FormSelectName = keyof typeof ENDPOINTS.formSelects;
