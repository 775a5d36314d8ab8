/**
 * The challenge form's GETs as plain data (no schema, no client), so the entry can send them
 * before the form's code has arrived by the very paths the dataProvider uses.
 */

/** The option lists of form_selects (seed 000 §7). */
export const FORM_SELECTS = {
  companies: '/admin/companies/form_selects/companies',
  companyTeams: '/admin/contests/form_selects/company_teams',
  challengeTeams: '/admin/contests/form_selects/challenge_teams',
  staffTeam: '/admin/contests/form_selects/mindsumo_team',
  permissionLocations: '/admin/contests/form_selects/contest_permission_locations',
} as const;
export type FormSelectName = keyof typeof FORM_SELECTS;

/** Where a list read once is kept for the session. */
export const formSelectStorageKey = (name: FormSelectName) => `form_selects:${name}`;

/** The lists the challenge form's sections ask for when they first render. */
export const FORM_OPENING_SELECTS: readonly FormSelectName[] = [
  'staffTeam',
  'companyTeams',
  'permissionLocations',
];

/** GET admin/contests/{slug}: the challenge an edit loads. */
export const contestPath = (slug: string) => `/admin/contests/${encodeURIComponent(slug)}`;
/** GET admin/contests/{slug}/clone: the copy a clone starts from. */
export const contestClonePath = (slug: string) => `${contestPath(slug)}/clone`;
