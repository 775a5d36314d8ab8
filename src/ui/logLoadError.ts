import { isApiError } from '../api/errors';

const logged = new WeakSet<object>();

/** A request cancelled on purpose (a screen left, a double mount) is not a failure. */
const isAbort = (error: unknown) =>
  (isApiError(error) && error.kind === 'aborted') ||
  (error instanceof DOMException && error.name === 'AbortError');

/** `500`, or the transport failure (`timeout`, `network`, `parse`, `shape`) when no answer came. */
const statusOf = (error: unknown): string => {
  if (!isApiError(error)) return 'unknown';
  return error.kind === 'http' ? String(error.status) : error.kind;
};

/**
 * Seed 000 §8: list and stats load errors are logged. One `console.error` per failure, naming
 * the call and its status (`Load failed: GET /admin/stats (500)`), whatever re-renders it.
 */
export const logLoadError = (call: string, error: unknown) => {
  if (isAbort(error)) return;
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  console.error(`Load failed: ${call} (${statusOf(error)})`, error);
};
