import { ListItemButton, ListItemIcon, ListItemText, type Theme } from '@mui/material';
import { memo, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { sidebarWidth } from '../sidebarWidth';

/**
 * Folded, a link is no wider than the folded sidebar: wider, the page covered its right part, and
 * a click there landed on whatever the page had under it (a form's radio).
 */
export const FOLDED = (theme: Theme) => ({
  width: sidebarWidth(theme, false),
  overflow: 'hidden',
});

interface MenuLinkItemProps {
  label: string;
  icon: ReactElement;
  /** A console address (with the basename), or an outside one when `external`. */
  href: string;
  external?: boolean;
  active?: boolean;
  nested?: boolean;
  /** Whether the sidebar is wide enough for labels; closed, only icons show (the menu's tooltip names them). */
  sidebarOpen: boolean;
  /** The menu item (and sub-item) this link makes active; an outside link has none. */
  item?: string;
  subItem?: string;
  /** Stable across renders: a link whose own props did not change is not drawn again. */
  onFollow?: (item: string, subItem?: string) => void;
}

/**
 * One link of the left menu: a console route, or an address outside the console. Memoised: a
 * move between screens re-renders the two links whose active state changed, not the whole menu.
 */
export const MenuLinkItem = memo(function MenuLinkItem({
  label,
  icon,
  href,
  external,
  active,
  nested,
  sidebarOpen,
  item,
  subItem,
  onFollow,
}: MenuLinkItemProps) {
  const link = external ? { component: 'a' as const, href } : { component: RouterLink, to: href };
  return (
    <ListItemButton
      {...link}
      role="menuitem"
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={sidebarOpen ? undefined : label}
      onClick={() => {
        if (item !== undefined) onFollow?.(item, subItem);
      }}
      sx={[{ pl: nested && sidebarOpen ? 4 : 2, minHeight: 40 }, !sidebarOpen && FOLDED]}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      {sidebarOpen && (
        <ListItemText primary={label} slotProps={{ primary: { variant: 'body2' } }} />
      )}
    </ListItemButton>
  );
});
