import { pageEmbedsContext, startContextRequest } from '../api/contextRequest';
import { consolePathOf, preloadRoute } from './console/routeChunks';

export interface ConsoleLoads {
  /** The console's chunk (react-admin, the layout, the dashboard). */
  root: Promise<typeof import('./console/ConsoleRoot')>;
}

let loads: ConsoleLoads | null = null;

/**
 * Starts, once, all the console's first view waits for, side by side: the server context
 * (unless the page embeds it), the console's chunk and the chunk of the page at the address.
 * Without this each waited for the one before to arrive and run (issue 13's waterfall).
 */
export const startConsoleLoads = (pathname: string = window.location.pathname): ConsoleLoads => {
  if (loads) return loads;
  // The mock build and the dev server embed the context; the mock answers only once started.
  if (import.meta.env.VITE_MOCK !== 'true' && !pageEmbedsContext()) void startContextRequest();
  loads = { root: import('./console/ConsoleRoot') };
  void preloadRoute(consolePathOf(pathname));
  return loads;
};
