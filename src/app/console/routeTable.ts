import type { ComponentType } from 'react';
import { RESOURCES } from '../../resources';
import type { ResourceConfig } from '../../resources/types';
import { CONSOLE_PAGES } from './pages';
import { loadedPage } from './routeChunks';

/** One route of the console, relative to /admin, with the title its heading and breadcrumb use. */
export interface ConsoleRoute {
  path: string;
  titleKey: string;
  component: ComponentType;
  alwaysMounted: boolean;
}

/** A detail page's title; resource configs carry only their list's. */
const SHOW_TITLE_KEYS: Partial<Record<ResourceConfig['name'], string>> = {
  opportunities: 'app.menu.opportunity',
};

/** Every route the console knows: custom pages, resource lists, and detail pages. */
export const consoleRoutes = (): ConsoleRoute[] =>
  knownRoutes().map((route) => ({
    ...route,
    component: loadedPage(route.path) ?? route.component,
  }));

const knownRoutes = (): ConsoleRoute[] => [
  ...CONSOLE_PAGES.map((page) => ({
    path: page.path,
    titleKey: page.titleKey,
    component: page.component,
    alwaysMounted: Boolean(page.alwaysMounted),
  })),
  ...RESOURCES.map((resource) => ({
    path: resource.path,
    titleKey: resource.titleKey,
    component: resource.list,
    alwaysMounted: false,
  })),
  ...RESOURCES.flatMap((resource) => {
    const show = resource.show;
    if (!show) return [];
    return (resource.showPaths ?? []).map((path) => ({
      path,
      titleKey: SHOW_TITLE_KEYS[resource.name] ?? 'app.menu.details',
      component: show,
      alwaysMounted: true,
    }));
  }),
];
