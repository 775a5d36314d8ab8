import { childLink, joinPaths } from './menuPaths';
import type { MenuItem } from '../../contract';

export interface MenuChildEntry {
  label: string;
  /** The child's own path as the server gave it, normalised (`/cashouts`). */
  path: string;
  /** A console path (parent + child), or the outside address when `external`. */
  to: string;
  external: boolean;
}

/** A top item of the left menu, ready to draw. */
export interface MenuEntry {
  label: string;
  path: string;
  /** Where the item itself links; null for a parent that only toggles its submenu. */
  to: string | null;
  children: MenuChildEntry[];
}

export interface ActiveMenu {
  item?: string;
  subItem?: string;
}

/** The server's menu without skipped items, children resolved (CONTRACT §3). */
export const menuEntries = (menu: MenuItem[]): MenuEntry[] =>
  menu
    .filter((item) => !item.skip)
    .map((item) => {
      const path = joinPaths(item.path, '');
      return {
        label: item.label,
        path,
        to: item.linkToPage || !item.children?.length ? path : null,
        children: (item.children ?? []).map((child) => ({
          ...childLink(item, child),
          path: child.externalPath ? child.path : joinPaths(child.path, ''),
        })),
      };
    });

/**
 * The active item and sub-item from the server's `active`, as paths of the entries. The server
 * may name the sub-item by its own path (`/cashouts`) or by its full link (`/students/cashouts`).
 */
export const initialActive = (entries: MenuEntry[], active: ActiveMenu | undefined): ActiveMenu => {
  if (!active?.item) return {};
  const entry = entries.find((candidate) => candidate.path === joinPaths(active.item ?? '', ''));
  if (!entry) return {};
  const wanted = active.subItem ? joinPaths(active.subItem, '') : undefined;
  const child = wanted
    ? entry.children.find((candidate) => candidate.path === wanted || candidate.to === wanted)
    : undefined;
  return { item: entry.path, subItem: child?.to };
};

/** The item and sub-item a console path belongs to, or null when the menu has no link to it. */
export const activeForPath = (entries: MenuEntry[], pathname: string): ActiveMenu | null => {
  const path = joinPaths(pathname, '');
  for (const entry of entries) {
    const child = entry.children.find((candidate) => !candidate.external && candidate.to === path);
    if (child) return { item: entry.path, subItem: child.to };
  }
  const entry = entries.find((candidate) => candidate.to === path);
  return entry ? { item: entry.path } : null;
};
