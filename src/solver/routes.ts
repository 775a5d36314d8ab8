import { decodePathPart } from '../api/url';
import { callPath } from '../contract/callPath';
import { challengeEndpoint, solutionEndpoint } from '../contract/solverEndpoints';
/** What a path under /challenges/ shows (CONTRACT §1): the challenge, one solution, or nothing known. */
export type SolverRoute =
  | { page: 'challenge'; slug: string }
  | { page: 'solution'; slug: string; id: string }
  | { page: 'unknown'; slug: string };

export const challengePath = (slug: string) => `/challenges/${encodeURIComponent(slug)}`;

/** Matches /challenges/{slug}, /challenges/{slug}/solutions/{id}; anything else below a slug is unknown. */
export const solverRoute = (pathname: string): SolverRoute => {
  const [, area, slugPart = '', ...rest] = pathname.split('/');
  const slug = area === 'challenges' ? decodePathPart(slugPart) : '';
  const tail = rest.filter(Boolean);
  if (tail.length === 0) return { page: 'challenge', slug };
  if (tail.length === 2 && tail[0] === 'solutions')
    return { page: 'solution', slug, id: decodePathPart(tail[1]) };
  return { page: 'unknown', slug };
};

/** True when the path belongs to the solver area: /challenges/{slug} and below. */
export const isSolverPath = (pathname: string) => /^\/challenges\/[^/]+/.test(pathname);

/** GET contests/{slug}: the challenge a solver sees (seed 001 §7). */
export const challengeApiPath = (slug: string) => callPath({ path: challengeEndpoint }, { slug });
/** GET solutions/{id}: one submitted solution. */
export const solutionApiPath = (id: string) => callPath({ path: solutionEndpoint }, { id });

/**
 * The GET a solver page sends first, by the paths its calls use: the entry sends it beside the
 * page's code, and the page's call takes the answer over.
 */
export const solverFirstRequests = (pathname: string): string[] => {
  const route = solverRoute(pathname);
  if (route.page === 'challenge' && route.slug) return [challengeApiPath(route.slug)];
  if (route.page === 'solution') return [solutionApiPath(route.id)];
  return [];
};
