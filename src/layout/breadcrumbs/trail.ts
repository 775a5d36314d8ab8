import { joinPaths } from '../menu/menuPaths';
import type { MenuItem } from '../../contract';

export interface TitledRoute {
  path: string;
  titleKey: string;
}

/** One step of the trail: a catalogue key or the server's menu label; `to` null when not a link. */
export interface Crumb {
  path: string;
  label: { key: string } | { text: string };
  to: string | null;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a console path fits a route pattern (`/contests/:slug/edit`). */
export const matchesRoute = (pattern: string, path: string): boolean => {
  const wanted = segments(pattern);
  const actual = segments(path);
  return (
    wanted.length === actual.length &&
    wanted.every((part, index) => part.startsWith(':') || part === actual[index])
  );
};

const menuLabel = (menu: MenuItem[], path: string): string | undefined => {
  for (const item of menu) {
    if (item.skip) continue;
    if (joinPaths(item.path, '') === path) return item.label;
    const child = (item.children ?? []).find(
      (candidate) => !candidate.externalPath && joinPaths(item.path, candidate.path) === path,
    );
    if (child) return child.label;
  }
  return undefined;
};

/**
 * The breadcrumbs of a console path (relative to /admin): the dashboard, then every prefix
 * that is a route (its title) or a menu entry (its label). Top-level pages get none.
 * `routes` are the mounted ones: only those become links; the last step never does.
 */
export const breadcrumbTrail = (
  pathname: string,
  routes: TitledRoute[],
  menu: MenuItem[],
): Crumb[] => {
  const parts = segments(pathname);
  if (parts.length === 0) return [];
  // A literal route wins over a pattern (`/contests/new` over `/contests/:slug`).
  const ordered = [...routes].sort(
    (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
  );
  const crumbs: Crumb[] = [{ path: '/', label: { key: 'app.menu.dashboard' }, to: '/' }];
  parts.forEach((_, index) => {
    const path = `/${parts.slice(0, index + 1).join('/')}`;
    const last = index === parts.length - 1;
    const route = ordered.find((candidate) => matchesRoute(candidate.path, path));
    if (route) {
      crumbs.push({ path, label: { key: route.titleKey }, to: last ? null : path });
      return;
    }
    const label = menuLabel(menu, path);
    if (label) crumbs.push({ path, label: { text: label }, to: null });
  });
  return crumbs;
};
