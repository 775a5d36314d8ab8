import type { MenuItem } from '../../contract';

export interface MenuLink {
  label: string;
  /** A console path (relative to /admin), or an outside address when `external`. */
  to: string;
  external: boolean;
}

/** `/students` + `/cashouts` → `/students/cashouts`, whatever slashes the server put around them. */
export const joinPaths = (parent: string, child: string) =>
  `/${[parent, child]
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** A child's link: the parent path plus the child path, or the child path alone when external. */
export const childLink = (
  item: MenuItem,
  child: NonNullable<MenuItem['children']>[number],
): MenuLink => ({
  label: child.label,
  to: child.externalPath ? child.path : joinPaths(item.path, child.path),
  external: Boolean(child.externalPath),
});

/** Every console path the server menu links to (skipped items and outside links excluded). */
export const menuRoutePaths = (menu: MenuItem[]): Set<string> => {
  const paths = new Set<string>();
  for (const item of menu) {
    if (item.skip) continue;
    if (item.linkToPage || !item.children?.length) paths.add(joinPaths(item.path, ''));
    for (const child of item.children ?? []) {
      const link = childLink(item, child);
      if (!link.external) paths.add(link.to);
    }
  }
  return paths;
};

/** Only routes the menu links to are mounted, plus those reached from a screen (CONTRACT §3). */
export const mountedRoutes = <R extends { path: string; alwaysMounted?: boolean }>(
  routes: R[],
  menu: MenuItem[],
): R[] => {
  const paths = menuRoutePaths(menu);
  return routes.filter((route) => route.alwaysMounted || paths.has(route.path));
};
