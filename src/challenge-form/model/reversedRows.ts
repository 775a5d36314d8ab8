import type { ContestFormValues } from './types';

/** A location row loaded as an exclusion that a save would store as an inclusion. */
export interface ReversedRow {
  /** Its index in `contest_permissions`. */
  index: number;
  /** The location values it names. */
  locations: string[];
}

/**
 * The location rows whose meaning a save reverses: loaded as exclusions, made
 * inclusions because location rows force inclusion (seed 001 §4), and still to be saved as
 * location rows (not removed, not switched to a domain).
 */
export const reversedLocationRows = (values: ContestFormValues): ReversedRow[] => {
  const rows = values.contest_permissions ?? [];
  return (values.ui?.permissions_made_inclusion ?? []).flatMap((index) => {
    const row = rows[index];
    if (!row || row._destroy || row.category !== 'location') return [];
    const criteria = row.criteria as unknown;
    const locations = Array.isArray(criteria)
      ? criteria.map(String)
      : typeof criteria === 'string' && criteria !== ''
        ? criteria.split(', ')
        : [];
    return [{ index, locations }];
  });
};
