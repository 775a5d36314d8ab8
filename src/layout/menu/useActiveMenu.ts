import { useState } from 'react';
import { useBasename } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { activeForPath, initialActive, type ActiveMenu, type MenuEntry } from './menuModel';

/**
 * The active item and sub-item. At start: the link of the current address when the menu has
 * one (a context fetched from the API cannot know the page), else the server's `active` (an
 * edit page the server files under Drafts). Then whatever link the user follows (a click, or
 * back and forward, which land on a menu path).
 */
export const useActiveMenu = (entries: MenuEntry[], serverActive: ActiveMenu | undefined) => {
  const basename = useBasename();
  const { pathname } = useLocation();
  const relative = pathname.startsWith(basename)
    ? pathname.slice(basename.length) || '/'
    : pathname;
  const [active, setActive] = useState<ActiveMenu>(
    () => activeForPath(entries, relative) ?? initialActive(entries, serverActive),
  );
  const [seenPath, setSeenPath] = useState(relative);
  if (seenPath !== relative) {
    // Adjusting state to a new location during render, as React recommends over an effect.
    setSeenPath(relative);
    const next = activeForPath(entries, relative);
    if (next) setActive(next);
  }
  return [active, setActive] as const;
};
