/** Problem Solver Demographics: /admin/solvers/demographics/… */
export const DEMOGRAPHIC_KINDS = ['gender', 'age', 'ethnicity', 'countries'] as const;
export type DemographicKind = (typeof DEMOGRAPHIC_KINDS)[number];

export interface DemographicRow {
  value: string;
  count: number;
  percent: number;
}

export type DemographicsMode = 'sales' | 'admin';

export interface DemographicsExportOptions {
  with_submitted_solutions: boolean;
  with_money_won: boolean;
  with_linkedin: boolean;
  countries: string[];
}
