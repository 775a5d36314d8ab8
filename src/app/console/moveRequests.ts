import { sendFirstRequests } from '../earlyRequests';

/** The screen the last move went to, and what calls off the requests sent for it. */
let moved: { pathname: string; calls: AbortController } | undefined;

/**
 * A move inside the console (the router tells of it before React renders the next screen): its
 * requests leave now, and those of the screen being left are called off. A slow server would
 * otherwise hold a connection per request that no screen waits for any more, and the browser
 * opens only six per host (HTTP/1.1): a few quick moves and the next screen's own request waits.
 * A new query on the same screen keeps them: the screen is still there.
 */
export const sendMoveRequests = (location: Pick<Location, 'pathname' | 'search'>) => {
  if (moved?.pathname !== location.pathname) {
    moved?.calls.abort();
    moved = { pathname: location.pathname, calls: new AbortController() };
  }
  sendFirstRequests(location, true, moved.calls.signal);
};
