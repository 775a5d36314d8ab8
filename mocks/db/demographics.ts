import type { DemographicKind, DemographicRow } from '../../src/pages/demographics/calls';
import { users, type UserRow } from './people';

/** Age groups, in display order. */
export const AGE_GROUPS = ['18 and under', '19-21', '22-24', '25-29', '30 and over'] as const;

export const ageGroup = (birthYear: number, now: Date): string => {
  const age = now.getFullYear() - birthYear;
  if (age <= 18) return AGE_GROUPS[0];
  if (age <= 21) return AGE_GROUPS[1];
  if (age <= 24) return AGE_GROUPS[2];
  if (age <= 29) return AGE_GROUPS[3];
  return AGE_GROUPS[4];
};

/**
 * The solvers the figures count: redacted accounts have no personal data left, so they are
 * out of every table (and of the export).
 */
export const countedSolvers = (): UserRow[] =>
  users().filter((user) => user.role === 'solver' && !user.redacted);

const valueOf = (kind: DemographicKind, user: UserRow, now: Date): string => {
  if (kind === 'gender') return user.gender;
  if (kind === 'age') return ageGroup(user.birthYear, now);
  if (kind === 'ethnicity') return user.ethnicity;
  return user.country;
};

/** value, count, percent of all counted solvers (2 decimals); the counts add up to the total. */
export const demographicRows = (
  kind: DemographicKind,
  solvers: readonly UserRow[],
  now: Date,
): DemographicRow[] => {
  const counts = new Map<string, number>();
  for (const solver of solvers) {
    const value = valueOf(kind, solver, now);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const total = solvers.length;
  const rows = [...counts].map(([value, count]) => ({
    value,
    count,
    percent: total === 0 ? 0 : Math.round((count / total) * 10_000) / 100,
  }));
  if (kind === 'age') {
    const order: readonly string[] = AGE_GROUPS;
    return rows.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  }
  return rows.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
};

/** Solvers with a submitted solution and with money won, derived from the seed's tiers. */
export const hasSubmittedSolutions = (user: UserRow) => user.tier !== 3 || !user.firstTimeSolver;
export const hasMoneyWon = (user: UserRow) => !user.firstTimeSolver;
