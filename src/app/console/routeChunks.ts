import type { ComponentType } from 'react';

import { screenOf } from '../screens/lookup';
import { SCREENS } from '../screens/screens';
import type { ScreenDeclaration } from '../../screen/types';

/**
 * What the entry knows of each console route before any console code has run: the registry's
 * screens (src/app/screens/screens.ts), plain data whose lazy imports name the same modules as the
 * routes' lazy components, so both share one chunk.
 */
export type RouteChunk = ScreenDeclaration;

export const ROUTE_CHUNKS: readonly RouteChunk[] = SCREENS;

/** The route of a console path relative to /admin, if the console knows it. */
export const routeChunkOf = screenOf;

/** `/admin/a/b` → `/a/b`; `/admin` → `/` */
export const consolePathOf = (pathname: string) => pathname.replace(/^\/admin(?=\/|$)/, '') || '/';

const loaded = new Map<string, ComponentType>();
let started: Promise<void> | null = null;

/**
 * Fetches and runs, once, the code of the page at a console path (relative to /admin); once
 * done, `loadedPage` has its component. Settles either way: a failed download shows where the
 * page is rendered, as its lazy import fails the same way.
 */
export const preloadRoute = (path: string): Promise<void> => {
  if (started) return started;
  const route = routeChunkOf(path);
  started = route?.load
    ? route.load().then(
        (module) => void loaded.set(route.path, module.default),
        () => undefined,
      )
    : Promise.resolve();
  return started;
};

/**
 * The page component of a route whose code has run: rendered as is, it does not suspend as its
 * React.lazy twin does once on first render, fallback and React's 300 ms hold after it included.
 */
export const loadedPage = (path: string): ComponentType | undefined => loaded.get(path);
