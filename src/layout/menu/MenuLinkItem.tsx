import { ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface MenuLinkItemProps {
  label: string;
  icon: ReactElement;
  /** A console address (with the basename), or an outside one when `external`. */
  href: string;
  external?: boolean;
  active?: boolean;
  nested?: boolean;
  /** Whether the sidebar is wide enough for labels; closed, only icons show (with a tooltip). */
  sidebarOpen: boolean;
  onFollow?: () => void;
}

/** One link of the left menu: a console route, or an address outside the console. */
export const MenuLinkItem = ({
  label,
  icon,
  href,
  external,
  active,
  nested,
  sidebarOpen,
  onFollow,
}: MenuLinkItemProps) => {
  const link = external ? { component: 'a' as const, href } : { component: RouterLink, to: href };
  return (
    <Tooltip title={sidebarOpen ? '' : label} placement="right">
      <ListItemButton
        {...link}
        role="menuitem"
        selected={active}
        aria-current={active ? 'page' : undefined}
        aria-label={sidebarOpen ? undefined : label}
        onClick={onFollow}
        sx={{ pl: nested && sidebarOpen ? 4 : 2, minHeight: 40 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        {sidebarOpen && (
          <ListItemText primary={label} slotProps={{ primary: { variant: 'body2' } }} />
        )}
      </ListItemButton>
    </Tooltip>
  );
};
