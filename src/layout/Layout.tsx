import { Box } from '@mui/material';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Layout as RaLayout, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { sessionState } from '../providers/sessionState';
import { PageError } from '../ui/boundary/PageError';
import { AppBar } from './AppBar';
import { CONTENT_MIN_WIDTH, contentGutter } from './contentGutter';
import { Breadcrumbs } from './breadcrumbs/Breadcrumbs';
import { ServerMenu } from './menu/ServerMenu';
import { SessionPrompt } from './SessionPrompt';
import { sidebarWidth } from './sidebarWidth';
import { AccessDeniedPage } from './StatusPage';
import { useFoldedSidebar } from './useFoldedSidebar';
import { StorageNotice } from './StorageNotice';

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
      sx={(theme) => ({ '& .RaLayout-content': { px: contentGutter(sidebarWidth(theme, open)) } })}
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
