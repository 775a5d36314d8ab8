import { embeddedApiBase, pageEmbedsContext, startContextRequest } from '../api/contextRequest';
import { getApiBase, http } from '../api/http';
import { firstRequestsOf, type FirstRequest } from './console/firstRequests';
import { consolePathOf, preloadRoute, routeChunkOf } from './console/routeChunks';

export interface ConsoleLoads {
  /** The console's chunk (react-admin, the layout, the dashboard). */
  root: Promise<typeof import('./console/ConsoleRoot')>;
}

let loads: ConsoleLoads | null = null;

const readableStorage = (which: 'localStorage' | 'sessionStorage'): Storage | undefined => {
  try {
    return window[which];
  } catch {
    return undefined;
  }
};

/**
 * Sends the first requests of the screen at the address; the screen's own calls
 * take their answers over (`http.preload`). Not when the page's context moves the API elsewhere:
 * the screen's calls will go there.
 */
export const sendEarly = (requests: readonly FirstRequest[]) => {
  // The mock build and the dev server answer only once the mock has started.
  if (import.meta.env.VITE_MOCK === 'true') return;
  const contextBase = embeddedApiBase();
  if (contextBase && contextBase !== getApiBase()) return;
  for (const request of requests) http.preload(request.path, request.query);
};

const sendFirstRequests = ({ pathname, search }: Location) => {
  const path = consolePathOf(pathname);
  const route = routeChunkOf(path);
  if (!route) return;
  const opening = {
    path,
    search,
    storage: readableStorage('localStorage'),
    session: readableStorage('sessionStorage'),
  };
  sendEarly(firstRequestsOf(route, opening));
};

/**
 * Starts, once, all the console's first view waits for, side by side: the server context
 * (unless the page embeds it), the console's chunk, the chunk of the page at the address and
 * the page's first data. Without this each waited for the one before to arrive and run (a
 * waterfall: the data request left after ~47 files).
 */
export const startConsoleLoads = (location: Location = window.location): ConsoleLoads => {
  if (loads) return loads;
  // The mock build and the dev server embed the context; the mock answers only once started.
  if (import.meta.env.VITE_MOCK !== 'true' && !pageEmbedsContext()) void startContextRequest();
  sendFirstRequests(location);
  loads = { root: import('./console/ConsoleRoot') };
  void preloadRoute(consolePathOf(location.pathname));
  return loads;
};
