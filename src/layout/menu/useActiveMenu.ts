import { useState } from 'react';
import { useBasename } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { activeForPath, initialActive, type ActiveMenu, type MenuEntry } from './menuModel';

/**
 * The active item and sub-item (seed 000 §2, §4). On first load the server's `active` decides
 * (it files an edit page under Drafts, say); only when it names nothing the menu has does the
 * address decide. After that, whatever link the user follows: a click, or back and forward,
 * which land on a menu path.
 */
export const useActiveMenu = (entries: MenuEntry[], serverActive: ActiveMenu | undefined) => {
  const basename = useBasename();
  const { pathname } = useLocation();
  const relative = pathname.startsWith(basename)
    ? pathname.slice(basename.length) || '/'
    : pathname;
  const [active, setActive] = useState<ActiveMenu>(() => {
    const fromServer = initialActive(entries, serverActive);
    return fromServer.item ? fromServer : (activeForPath(entries, relative) ?? {});
  });
  const [seenPath, setSeenPath] = useState(relative);
  if (seenPath !== relative) {
    // Adjusting state to a new location during render, as React recommends over an effect.
    setSeenPath(relative);
    const next = activeForPath(entries, relative);
    if (next) setActive(next);
  }
  return [active, setActive] as const;
};
