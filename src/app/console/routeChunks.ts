import type { ComponentType } from 'react';

import { moduleCache } from '../../ui/moduleCache';
import { screenOf } from '../screens/lookup';
import { SCREENS } from '../screens/screens';
import type { ScreenDeclaration } from '../../screen/types';

/**
 * What the entry knows of each console route before any console code has run: the registry's
 * screens (src/app/screens/screens.ts), plain data whose lazy imports are the routes' pages
 * themselves (`RoutePage` loads each through `loadPage`), so a page is one chunk.
 */
export type RouteChunk = ScreenDeclaration;

export const ROUTE_CHUNKS: readonly RouteChunk[] = SCREENS;

/** The route of a console path relative to /admin, if the console knows it. */
export const routeChunkOf = screenOf;

/** `/admin/a/b` → `/a/b`; `/admin` → `/` */
export const consolePathOf = (pathname: string) => pathname.replace(/^\/admin(?=\/|$)/, '') || '/';

const pages = moduleCache<ComponentType>();
let started: Promise<void> | null = null;

/**
 * Fetches and runs a page's code once, whichever route asks; once done, `loadedPage` has its
 * component. A download that failed is tried again on the next call.
 */
export const loadPage = pages.load;

/**
 * Fetches and runs, once, the code of the page at a console path (relative to /admin), the first
 * page the console shows. Settles either way: a failed download shows where the page is rendered.
 */
export const preloadRoute = (path: string): Promise<void> => {
  if (started) return started;
  const load = routeChunkOf(path)?.load;
  started = load
    ? loadPage(load).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  return started;
};

/**
 * A move's page code leaves with its requests, before React renders the move (ConsoleRoot): the
 * page's loading state does not wait for its own render to ask for it. A failure shows there.
 */
export const loadRouteOf = (path: string) => {
  const load = routeChunkOf(path)?.load;
  if (load) loadPage(load).catch(() => undefined);
};

/** The page component of a module whose code has run, or undefined. */
export const loadedPage = pages.loaded;

/** The module of a page whose code has run (what it exports beside its page), or undefined. */
export const loadedModule = pages.loadedModule;
