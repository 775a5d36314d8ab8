import { Box } from '@mui/material';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
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
  const wide = useFoldedSidebar();
  return (
    // Narrow windows: the folded menu (55 px) and the 1200 px content fit 1280 px without the
    // content's side padding, so no page scrolls sideways.
    <RaLayout
      menu={ServerMenu}
      appBar={AppBar}
      appBarAlwaysOn
      error={PageError}
      sx={wide ? undefined : { '& .RaLayout-content': { px: 0 } }}
    >
      {/* A server value with no break in it (a 600-character e-mail) wraps instead of widening
          the page: words still break at spaces first. */}
      <Box
        sx={{
          minWidth: 1200,
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
