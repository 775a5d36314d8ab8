/**
 * The challenge (contest) as the authoring form loads and saves it
 * (GET admin/contests/{slug}, GET admin/contests/{slug}/clone, POST admin/contests).
 */
export const CONTEST_TYPES = ['timed', 'ideation', 'submission', 'questionnaire'] as const;
export type ContestType = (typeof CONTEST_TYPES)[number];

/** The full shape is defined with the challenge form (seed 001 §3). */
export interface ContestRecord {
  id?: number;
  slug?: string;
  contest_type: ContestType;
  title: string;
  [field: string]: unknown;
}

export interface SaveContestResponse {
  redirect_to: string;
}
