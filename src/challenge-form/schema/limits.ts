/**
 * Lengths the seeds leave open (documented in docs/decisions.md): generous enough for real titles,
 * small enough to fit the solver pages.
 */
export const TEXT_LIMITS = {
  title: 255,
  shortText: 255,
  url: 2048,
  requirement: 1000,
  feedbackTag: 50,
  hideEntities: 1000,
  /** Rich text, counted on plain text. */
  description: 20000,
  prize: 2000,
} as const;

/** A non-zero solution time limit must leave time to write: 15 minutes at least. */
export const MIN_TIME_LIMIT_SECONDS = 15 * 60;

/** Dates can be set up to two years ahead. */
export const MAX_YEARS_AHEAD = 2;
