import { isApiError } from '../../api/errors';

/** Catalogue key of the message for a section that failed while drawing what it received. */
export const SECTION_FAILED = 'app.error.section';
/** The section's code did not arrive (a dropped connection): nothing the server sent. */
export const SECTION_CODE_FAILED = 'app.error.section_code';
/** The browser refused an operation (storage full or blocked, a security rule). */
export const SECTION_BROWSER_FAILED = 'app.error.section_browser';

/** A dynamic import that did not arrive, in the words of Chromium, Firefox, Safari and Vite. */
const CODE_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload/i;

export const isCodeLoadFailure = (error: unknown) =>
  error instanceof Error && CODE_FAILURE.test(error.message);

/** An exception the browser raised itself (QuotaExceededError, SecurityError…). */
const browserErrorName = (error: unknown): string | undefined =>
  typeof DOMException !== 'undefined' && error instanceof DOMException ? error.name : undefined;

/**
 * What a failed section says, as a catalogue key and its values: an ApiError's own message (a
 * shape error names the call and the path); code that did not arrive or an exception of the
 * browser's own, said as such (never blamed on the server); else that the data could not be shown.
 */
export const sectionError = (error: unknown): { key: string; values?: Record<string, string> } => {
  if (isApiError(error)) return { key: error.message };
  if (isCodeLoadFailure(error)) return { key: SECTION_CODE_FAILED };
  const name = browserErrorName(error);
  if (name) return { key: SECTION_BROWSER_FAILED, values: { what: name } };
  return { key: SECTION_FAILED };
};
