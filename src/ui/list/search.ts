/** Seed 000 §9: "the search box appears at a threshold of 5" (docs/decisions.md). */
export const SEARCH_THRESHOLD = 5;

/** Search debounce (seed 000 §7, §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The box is offered once the list holds enough rows to be worth searching, and stays while a
 * search is active, so a search that narrows the list below the threshold never hides it.
 */
export const isSearchVisible = (total: number | undefined, term: unknown): boolean =>
  (typeof term === 'string' && term.trim() !== '') || (total ?? 0) >= SEARCH_THRESHOLD;
