import { embeddedApiBase } from '../api/contextRequest';
import { getApiBase, http } from '../api/http';
import { readerOf } from '../storage/browserStorage';
import { firstRequestsOf, type FirstRequest } from './console/firstRequests';
import { consolePathOf, routeChunkOf } from './console/routeChunks';

/**
 * Sends the first requests of the screen at the address; the screen's own calls
 * take their answers over (`http.preload`). Not when the page's context moves the API elsewhere:
 * the screen's calls will go there.
 */
export const sendEarly = (requests: readonly FirstRequest[], signal?: AbortSignal) => {
  // The mock build and the dev server answer only once the mock has started.
  if (import.meta.env.VITE_MOCK === 'true') return;
  const contextBase = embeddedApiBase();
  if (contextBase && contextBase !== getApiBase()) return;
  for (const request of requests) http.preload(request.path, request.query, signal);
};

/**
 * The first requests of the screen at a console address. `move`: a move inside the console, as
 * the router starts it (before React renders the next screen): only a screen that reads them on
 * every opening gets them, so its data and its render no longer wait for each other
 * (docs/decisions.md, "Moving between screens"). `signal` calls them off.
 */
export const sendFirstRequests = (
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  move = false,
  signal?: AbortSignal,
) => {
  const path = consolePathOf(pathname);
  const route = routeChunkOf(path);
  if (!route || (move && !route.readsOnEveryOpening)) return;
  const opening = {
    path,
    search,
    storage: readerOf('local'),
    session: readerOf('session'),
  };
  sendEarly(firstRequestsOf(route, opening), signal);
};
