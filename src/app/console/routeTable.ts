import { lazy, type ComponentType } from 'react';
import { SCREENS } from '../screens/screens';
import type { PageModule, ScreenDeclaration } from '../../screen/types';
import { loadedPage } from './routeChunks';

/** One route of the console, relative to /admin, with the title its heading and breadcrumb use. */
export interface ConsoleRoute {
  path: string;
  titleKey: string;
  component: ComponentType;
  alwaysMounted: boolean;
}

/** One lazy component per module, so routes sharing a page (the challenge form) share its type. */
const lazyPages = new Map<() => Promise<PageModule>, ComponentType>();
const lazyPage = (load: () => Promise<PageModule>): ComponentType => {
  let page = lazyPages.get(load);
  if (!page) lazyPages.set(load, (page = lazy(load)));
  return page;
};

/**
 * Every route the console knows, from the registry of screens (src/app/screens/screens.ts): custom
 * pages, resource lists and detail pages. The dashboard is react-admin's own (no code to load).
 */
export const consoleRoutes = (): ConsoleRoute[] =>
  (SCREENS as readonly ScreenDeclaration[]).flatMap(({ path, titleKey, load, alwaysMounted }) =>
    load
      ? [
          {
            path,
            titleKey,
            component: loadedPage(path) ?? lazyPage(load),
            alwaysMounted: Boolean(alwaysMounted),
          },
        ]
      : [],
  );
