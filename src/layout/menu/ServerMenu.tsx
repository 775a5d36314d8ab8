import { List } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useBasename, useSidebarState, useTranslate } from 'react-admin';
import { useServerContext } from '../../api';
import { menuEntries } from './menuModel';
import { useMenuTooltip } from './MenuTooltip';
import { MenuSection } from './MenuSection';
import { useActiveMenu } from './useActiveMenu';

/** The left menu, built from the server context (CONTRACT §3, seed 000 §2 and §4). */
export const ServerMenu = () => {
  const context = useServerContext();
  const entries = useMemo(() => menuEntries(context.menu), [context.menu]);
  const [active, setActive] = useActiveMenu(entries, context.active);
  // Every submenu starts open, so each screen is one click away; a parent click folds it.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [sidebarOpen] = useSidebarState();
  const basename = useBasename();
  const translate = useTranslate();

  const toggle = useCallback(
    (path: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(path)) next.delete(path);
        else next.add(path);
        return next;
      }),
    [],
  );
  const follow = useCallback(
    (item: string, subItem?: string) => {
      setActive(subItem === undefined ? { item } : { item, subItem });
      window.scrollTo({ top: 0 });
    },
    [setActive],
  );

  const { listeners, tooltip } = useMenuTooltip(!sidebarOpen);

  return (
    <nav aria-label={translate('app.menu.navigation')} {...listeners}>
      <List role="menu" aria-label={translate('app.menu.navigation')} dense sx={{ py: 1 }}>
        {entries.map((entry) => (
          <MenuSection
            key={entry.path}
            entry={entry}
            basename={basename}
            isActive={active.item === entry.path}
            activeSubItem={active.item === entry.path ? active.subItem : undefined}
            expanded={!collapsed.has(entry.path)}
            sidebarOpen={sidebarOpen}
            onToggle={toggle}
            onFollow={follow}
          />
        ))}
      </List>
      {tooltip}
    </nav>
  );
};
