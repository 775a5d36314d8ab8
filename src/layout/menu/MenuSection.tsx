import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { memo, useId } from 'react';
import { childIcon, topIcon, useScreenIcons } from './menuIcons';
import type { MenuEntry } from './menuModel';
import { MenuLinkItem } from './MenuLinkItem';
import { FOLDED } from './MenuLinkItem';

interface MenuSectionProps {
  entry: MenuEntry;
  basename: string;
  /** Whether this item is the active one (its own link, or the parent of the active sub-item). */
  isActive: boolean;
  /** The active sub-item when it is one of this item's children. */
  activeSubItem: string | undefined;
  expanded: boolean;
  sidebarOpen: boolean;
  /** Stable, as `onFollow`: called with the item's path. */
  onToggle: (path: string) => void;
  /** Stable: the links are memoised (MenuLinkItem). */
  onFollow: (item: string, subItem?: string) => void;
}

/**
 * A top item of the left menu: a link, or a parent that toggles its submenu (seed 000 §4).
 * Memoised on plain values: a move between screens draws again only the one or two items whose
 * active state changed, not every item with its tooltips and submenu.
 */
export const MenuSection = memo(function MenuSection({
  entry,
  basename,
  isActive,
  activeSubItem,
  expanded,
  sidebarOpen,
  onToggle,
  onFollow,
}: MenuSectionProps) {
  const submenuId = useId();
  const icons = useScreenIcons();
  const icon = topIcon(entry.path);
  const hasChildren = entry.children.length > 0;
  return (
    <li role="none">
      {entry.to !== null ? (
        <MenuLinkItem
          label={entry.label}
          icon={icon}
          href={`${basename}${entry.to}`}
          active={isActive && !activeSubItem}
          sidebarOpen={sidebarOpen}
          item={entry.path}
          onFollow={onFollow}
        />
      ) : (
        <ListItemButton
          role="menuitem"
          aria-haspopup="true"
          aria-expanded={expanded}
          aria-controls={submenuId}
          aria-label={sidebarOpen ? undefined : entry.label}
          onClick={() => onToggle(entry.path)}
          sx={[{ minHeight: 40 }, !sidebarOpen && FOLDED]}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
          {sidebarOpen && (
            <ListItemText
              primary={entry.label}
              slotProps={{
                primary: { variant: 'body2', sx: { fontWeight: isActive ? 600 : 400 } },
              }}
            />
          )}
          {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </ListItemButton>
      )}
      {hasChildren && (
        <Collapse in={expanded || entry.to !== null} timeout="auto">
          <List id={submenuId} role="group" aria-label={entry.label} disablePadding>
            {entry.children.map((child) => (
              <li role="none" key={child.to}>
                <MenuLinkItem
                  label={child.label}
                  icon={childIcon(child.to, child.external, icons)}
                  href={child.external ? child.to : `${basename}${child.to}`}
                  external={child.external}
                  active={!child.external && activeSubItem === child.to}
                  nested
                  sidebarOpen={sidebarOpen}
                  item={child.external ? undefined : entry.path}
                  subItem={child.to}
                  onFollow={onFollow}
                />
              </li>
            ))}
          </List>
        </Collapse>
      )}
    </li>
  );
});
