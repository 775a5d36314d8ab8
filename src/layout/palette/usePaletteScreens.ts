import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useServerContext } from '../../api';
import { useConsoleRoutes } from '../breadcrumbs/ConsoleRoutesContext';
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
  const { menu } = useServerContext();
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
    return { screens, mounted };
  }, [translate, routes, menu]);
};
