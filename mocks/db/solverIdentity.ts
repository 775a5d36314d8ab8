import { findUserByEmail, type UserRow } from './people';
import { ANONYMOUS, DEFAULT_SOLVER_EMAIL } from './solverPersonas';

/** The cookie that says which solver is signed in (the mock's stand-in for a session). */
export const SOLVER_COOKIE = 'mock_solver';

const readCookie = (header: string | null, name: string): string | null => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

/**
 * In the browser (development, the mock build) `?as=<email>` on the page switches the solver
 * and keeps it in the cookie; the service worker's requests carry no Cookie header, so the
 * page's own cookie is read.
 */
const browserChoice = (): string | null => {
  if (typeof document === 'undefined' || typeof window === 'undefined') return null;
  const chosen = new URLSearchParams(window.location.search).get('as');
  if (chosen) document.cookie = `${SOLVER_COOKIE}=${encodeURIComponent(chosen)}; path=/`;
  return chosen ?? readCookie(document.cookie, SOLVER_COOKIE);
};

/** The signed-in solver of a request, or null when browsing signed out. */
export const signedInSolver = (request: Request): UserRow | null => {
  const email =
    readCookie(request.headers.get('cookie'), SOLVER_COOKIE) ??
    browserChoice() ??
    DEFAULT_SOLVER_EMAIL;
  if (email === ANONYMOUS) return null;
  return findUserByEmail(email) ?? null;
};
