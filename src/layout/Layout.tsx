import { Box, type Theme } from '@mui/material';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  CLOSED_DRAWER_WIDTH,
  DRAWER_WIDTH,
  Layout as RaLayout,
  useSidebarState,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { sessionState } from '../providers/sessionState';
import { PageError } from '../ui/boundary/PageError';
import { AppBar } from './AppBar';
import { Breadcrumbs } from './breadcrumbs/Breadcrumbs';
import { ServerMenu } from './menu/ServerMenu';
import { SessionPrompt } from './SessionPrompt';
import { AccessDeniedPage } from './StatusPage';
import { useFoldedSidebar } from './useFoldedSidebar';
import { StorageNotice } from './StorageNotice';

/** Seed 000 §2: the content is at least 1200 px wide. */
const CONTENT_MIN_WIDTH = 1200;

/** The widest gap between the menu and the content (docs/decisions.md, "A gap beside the menu"). */
const GUTTER = 12;

/**
 * The content's side padding: 12 px where the 1200 px content still fits beside the menu, less
 * down to none where it does not (the folded menu and the content fit 1280 px only so), so no
 * page scrolls sideways. The padding's percentage is of the row that holds menu and content.
 */
const contentGutter = (theme: Theme, open: boolean) => {
  const sidebar = (theme as { sidebar?: { width?: number; closedWidth?: number } }).sidebar;
  const menu = open
    ? (sidebar?.width ?? DRAWER_WIDTH)
    : (sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH);
  return `clamp(0px, calc((100% - ${CONTENT_MIN_WIDTH + menu}px) / 2), ${GUTTER}px)`;
};

/**
 * Content in a centred container, min 1200 and max 1440 px wide (seed 000 §2), under its
 * breadcrumbs; below 1440 px the menu folds to its icons so the content fits.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  const { deniedPath } = useSyncExternalStore(sessionState.subscribe, sessionState.get);
  const location = useLocation();
  useEffect(() => {
    if (deniedPath && deniedPath !== window.location.pathname) sessionState.clearDenied();
  }, [location.pathname, deniedPath]);
  const denied = deniedPath !== null && deniedPath === window.location.pathname;
  useFoldedSidebar();
  const [open] = useSidebarState();
  return (
    <RaLayout
      menu={ServerMenu}
      appBar={AppBar}
      appBarAlwaysOn
      error={PageError}
      sx={(theme) => ({ '& .RaLayout-content': { px: contentGutter(theme, open) } })}
    >
      {/* A server value with no break in it (a 600-character e-mail) wraps instead of widening
          the page: words still break at spaces first. */}
      <Box
        sx={{
          minWidth: CONTENT_MIN_WIDTH,
          maxWidth: 1440,
          mx: 'auto',
          width: '100%',
          py: 2,
          overflowWrap: 'anywhere',
        }}
      >
        <Breadcrumbs />
        {denied ? <AccessDeniedPage /> : children}
      </Box>
      <SessionPrompt />
      <StorageNotice />
    </RaLayout>
  );
};
