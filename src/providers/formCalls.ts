import { callPath } from '../contract/callPath';
import { ENDPOINTS, type FormSelectName } from '../contract/endpoints';

/**
 * The challenge form's GETs as plain data (no schema, no client), so the entry can send them
 * before the form's code has arrived by the very paths the dataProvider uses.
 */

/** Where a list read once is kept for the session. */
export const formSelectStorageKey = (name: FormSelectName) => `form_selects:${name}`;

/** The lists the challenge form's sections ask for when they first render. */
export const FORM_OPENING_SELECTS: readonly FormSelectName[] = [
  'staffTeam',
  'companyTeams',
  'permissionLocations',
];

/** GET admin/contests/{slug}: the challenge an edit loads. */
export const contestPath = (slug: string) => callPath({ path: ENDPOINTS.contest }, { slug });
/** GET admin/contests/{slug}/clone: the copy a clone starts from (its call: `contestCloneCall`). */
export const contestClonePath = (slug: string) => `${contestPath(slug)}/clone`;
