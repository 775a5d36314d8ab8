import { useMemo, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useSignedInUser, useServerContext } from '../../api';
import { isListDeclaration } from '../../screen/types';
import { EMPTY_STORE, viewSearch } from '../../ui/views/model';
import { viewStore } from '../../ui/views/viewStore';
import { useConsoleRoutes } from '../breadcrumbs/ConsoleRoutesContext';
import { useConsoleScreens } from '../ConsoleScreensContext';
import { menuEntries } from '../menu/menuModel';
import type { PaletteScreen } from './commands';
import { DASHBOARD } from './shortcuts';

/**
 * The screens the palette offers: the dashboard and every mounted route without a parameter,
 * titled from the catalogue and also found by the server menu's label; and every mounted path
 * (patterns included), to offer an action only where its screen is mounted.
 */
export const usePaletteScreens = () => {
  const translate = useTranslate();
  const routes = useConsoleRoutes();
  const { screens: declared } = useConsoleScreens();
  const { menu } = useServerContext();
  const user = useSignedInUser();
  const views = useSyncExternalStore(viewStore.subscribe, () => viewStore.get(user)) ?? EMPTY_STORE;
  return useMemo(() => {
    const labels = new Map<string, string[]>();
    const remember = (path: string, label: string) =>
      labels.set(path, [...(labels.get(path) ?? []), label]);
    for (const entry of menuEntries(menu)) {
      if (entry.to) remember(entry.to, entry.label);
      for (const child of entry.children) if (!child.external) remember(child.to, child.label);
    }
    const screens: PaletteScreen[] = [DASHBOARD, ...routes]
      .filter((route) => !route.path.includes(':'))
      .map((route) => ({
        path: route.path,
        title: translate(route.titleKey),
        aliases: labels.get(route.path) ?? [],
      }));
    const mounted = new Set([DASHBOARD.path, ...routes.map((route) => route.path)]);
    // The signed-in staff member's saved views, found by name ("view: …").
    const lists = declared.filter(isListDeclaration);
    for (const entry of views.lists) {
      const list = lists.find((screen) => screen.name === entry.list);
      if (!list || !mounted.has(list.path)) continue;
      for (const view of entry.views)
        screens.push({
          path: `${list.path}${viewSearch(view.state, view.name)}`,
          title: translate('app.views.palette', {
            name: view.name,
            list: translate(list.titleKey),
          }),
          aliases: [view.name],
        });
    }
    return { screens, mounted };
  }, [translate, routes, menu, views, declared]);
};
