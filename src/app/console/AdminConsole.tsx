import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Resource, useBasename } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { ServerContextProvider } from '../../api';
import type { ServerContext } from '../../contract';
import { i18nProvider } from '../../i18n';
import { AccessDeniedPage, NotFoundPage } from '../../layout/StatusPage';
import { ConsoleRoutesProvider } from '../../layout/breadcrumbs/ConsoleRoutesContext';
import { ConsoleScreensProvider } from '../../layout/ConsoleScreensContext';
import { Layout } from '../../layout/Layout';
import { darkTheme, lightTheme } from '../../layout/theme';
import { createAuthProvider } from '../../providers/authProvider';
import { dataProvider } from './dataProvider';
import { SessionNotification } from '../../layout/session/SessionNotification';
import { LIST_SCREENS } from '../screens/lookup';
import { CASHOUT_REPORT, CHALLENGE_FORM_RETURN, SCREENS } from '../screens/screens';
import { mountedRoutes } from '../../layout/menu/menuPaths';
import { consoleRoutes } from './routeTable';
import { loadChallengeCard } from '../publicAreas';
import DashboardPage from '../../pages/dashboard';
import { store } from './store';

/** Unknown paths under /admin go to /admin/404 (seed 000 §2). */
const CatchAll = () => <Navigate to={`${useBasename()}/404`} replace />;

/** What the layers below the app read of the screens (src/layout/ConsoleScreensContext.tsx). */
const CONSOLE_SCREENS = {
  screens: SCREENS,
  links: { challengeFormReturn: CHALLENGE_FORM_RETURN, cashoutReport: CASHOUT_REPORT },
  // Loaded only when a challenge form's preview opens (docs/decisions.md, "The challenge preview").
  areas: { challengeCard: loadChallengeCard },
};

/** The server's context and the console's screens, handed down to the layers below the app. */
const ConsoleContexts = ({
  context,
  children,
}: {
  context: ServerContext;
  children: ReactNode;
}) => (
  <ServerContextProvider value={context}>
    <ConsoleScreensProvider value={CONSOLE_SCREENS}>{children}</ConsoleScreensProvider>
  </ServerContextProvider>
);

/** `queryClient`: made with the context, its first screen's answers already in (./firstView). */
export const AdminConsole = ({
  context,
  queryClient,
}: {
  context: ServerContext;
  queryClient: QueryClient;
}) => {
  const authProvider = useMemo(() => createAuthProvider(context), [context]);
  const routes = useMemo(() => mountedRoutes(consoleRoutes(), context.menu), [context.menu]);
  return (
    <ConsoleContexts context={context}>
      <ConsoleRoutesProvider value={routes}>
        <Admin
          basename="/admin"
          title="Admin console"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
          layout={Layout}
          dashboard={DashboardPage}
          theme={lightTheme}
          darkTheme={darkTheme}
          catchAll={CatchAll}
          notification={SessionNotification}
          store={store}
          disableTelemetry
        >
          {LIST_SCREENS.map((list) => (
            <Resource key={list.name} name={list.name} options={{ endpoint: list.endpoint }} />
          ))}
          <CustomRoutes>
            {routes.map(({ path, component: Component }) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<Loading />}>
                    <Component />
                  </Suspense>
                }
              />
            ))}
            <Route path="/404" element={<NotFoundPage />} />
            <Route path="/403" element={<AccessDeniedPage />} />
          </CustomRoutes>
        </Admin>
      </ConsoleRoutesProvider>
    </ConsoleContexts>
  );
};
