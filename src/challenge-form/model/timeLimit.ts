import type { SupplementalSubmissionField } from '../../contract';
import { LIMITS } from './defaults';

/** What the 0-limit rule (seed 001 §4) changed, so that the author can be told and undo it. */
export interface ZeroLimitChange {
  /** The time limit before it was set to 0 (seconds). */
  limitBefore: number;
  /** The submissions count before it went back to its default. */
  countBefore: number;
  /** Indexes of the supplementals whose "restricted" tick was cleared. */
  untickedRows: number[];
  /** How many of those the author sees (rows removed in the form are hidden). */
  untickedShown: number;
}

interface TimeLimitValues {
  multiple_solution_count?: number | null;
  supplemental_submission_fields?: SupplementalSubmissionField[] | null;
}

/** The 0-limit rule on the form's values before it runs: what it will change. */
export const zeroLimitChange = (values: TimeLimitValues, limitBefore: number): ZeroLimitChange => {
  const rows = values.supplemental_submission_fields ?? [];
  const untickedRows = rows.flatMap((row, index) => (row.restricted ? [index] : []));
  return {
    limitBefore,
    countBefore: Number(values.multiple_solution_count ?? LIMITS.multipleSolutionCount),
    untickedRows,
    untickedShown: untickedRows.filter((index) => !rows[index]._destroy).length,
  };
};

/** Whether the author has anything to be told about (and to undo). */
export const changedSomething = (change: ZeroLimitChange) =>
  change.untickedShown > 0 || change.countBefore !== LIMITS.multipleSolutionCount;

/**
 * The text of one hours or minutes box as the form reads it: empty (or not a number yet) is
 * "not yet typed" (null), not 0; otherwise a whole number within bounds.
 */
export const typedWhole = (text: string, max?: number): number | null => {
  if (text.trim() === '' || !Number.isFinite(Number(text))) return null;
  const value = Math.max(0, Math.floor(Number(text)));
  return max === undefined ? value : Math.min(max, value);
};
