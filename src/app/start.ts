import { pageEmbedsContext, startContextRequest } from '../api/contextRequest';
import { consolePathOf, preloadRoute } from './console/routeChunks';
import { sendFirstRequests } from './earlyRequests';

export interface ConsoleLoads {
  /** The console's chunk (react-admin, the layout, the dashboard). */
  root: Promise<typeof import('./console/ConsoleRoot')>;
}

let loads: ConsoleLoads | null = null;

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
