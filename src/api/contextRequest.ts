import { contextEndpoint } from '../contract/publicEndpoints';
import { http } from './http';

export const CONTEXT_SCRIPT_ID = 'admin-context';

/** True when the server page embeds the context (`<script id="admin-context">`). */
export const pageEmbedsContext = (doc: Document = document): boolean =>
  Boolean(doc.getElementById(CONTEXT_SCRIPT_ID)?.textContent);

/**
 * The API base the page's embedded context names, if it names one: read before any schema is
 * loaded, for the requests the entry sends (the full context is read by `./context`).
 */
export const embeddedApiBase = (doc: Document = document): string | undefined => {
  try {
    const context: unknown = JSON.parse(doc.getElementById(CONTEXT_SCRIPT_ID)?.textContent ?? '');
    const base =
      typeof context === 'object' && context !== null && 'apiBase' in context
        ? context.apiBase
        : undefined;
    return typeof base === 'string' && base.trim() ? base.trim() : undefined;
  } catch {
    return undefined;
  }
};

let started: Promise<unknown> | null = null;

/**
 * Sends `GET {base}/admin/context` now, so it runs beside the download of the console's code
 * (the entry calls it before anything else); the loader takes the answer over once.
 * Kept apart from `./context` so the entry stays small whatever that module grows into.
 */
export const startContextRequest = (): Promise<unknown> => {
  if (!started) {
    started = http.get<unknown>(contextEndpoint).then((result) => result.data);
    // Whoever takes it handles a failure; until then an early failure is no unhandled rejection.
    started.catch(() => undefined);
  }
  return started;
};

/** The request started early, handed over once: a retry after a failure sends a new one. */
export const takeContextRequest = (): Promise<unknown> | null => {
  const request = started;
  started = null;
  return request;
};
