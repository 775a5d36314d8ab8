import type { ComponentType } from 'react';
import { isChallengeRequestPath } from '../challenge-request/routes';
import { isSolverPath, solverFirstRequests } from '../solver/routes';
import { retryableImport } from '../ui/moduleCache';

/**
 * The public areas outside /admin (CONTRACT §1, §8), each its own lazy chunk: a visitor
 * downloads neither the console nor react-router. One table for the entry and the app.
 */
export interface PublicArea {
  matches: (pathname: string) => boolean;
  load: () => Promise<ComponentType>;
  /** Named in the log when its code does not arrive. */
  what: string;
  /** The GETs its page sends first, sent from the entry beside its code. */
  firstRequests?: (pathname: string) => string[];
}

// Asked for again after a failure under a fresh URL (src/ui/moduleCache.ts).
const solverApp = retryableImport(() => import('../solver/SolverApp'));
const requestApp = retryableImport(() => import('../challenge-request/ChallengeRequestApp'));

/**
 * The solver page's challenge card from the solver's own chunk, for the challenge form's
 * preview: the console asks for it only when a preview opens, and the solver's first view stays
 * one chunk (docs/decisions.md, "The challenge preview").
 */
export const loadChallengeCard = () => solverApp().then((module) => module.challengeCard);

export const PUBLIC_AREAS: PublicArea[] = [
  {
    matches: isSolverPath,
    load: () => solverApp().then((module) => module.default),
    what: 'The challenge page',
    firstRequests: solverFirstRequests,
  },
  {
    matches: isChallengeRequestPath,
    load: () => requestApp().then((module) => module.default),
    what: 'The challenge request page',
  },
];

export const publicAreaOf = (pathname: string): PublicArea | undefined =>
  PUBLIC_AREAS.find((area) => area.matches(pathname));
