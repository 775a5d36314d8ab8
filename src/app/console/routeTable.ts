import type { ComponentType } from 'react';
import { SCREENS } from '../screens/screens';
import type { ScreenDeclaration } from '../../screen/types';
import { routePage } from './RoutePage';

/** One route of the console, relative to /admin, with the title its heading and breadcrumb use. */
export interface ConsoleRoute {
  path: string;
  titleKey: string;
  component: ComponentType;
  alwaysMounted: boolean;
}

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
            component: routePage(load),
            alwaysMounted: Boolean(alwaysMounted),
          },
        ]
      : [],
  );
