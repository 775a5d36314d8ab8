import { createContext, useContext } from 'react';
import type { TitledRoute } from './trail';

/** The console's mounted routes with their titles, given by the app so the layout never imports it. */
const ConsoleRoutesContext = createContext<readonly TitledRoute[]>([]);

export const ConsoleRoutesProvider = ConsoleRoutesContext.Provider;

export const useConsoleRoutes = () => useContext(ConsoleRoutesContext);

/** Pages that exist whatever the menu says. */
export const STATUS_ROUTES: readonly TitledRoute[] = [
  { path: '/404', titleKey: 'app.menu.not_found' },
  { path: '/403', titleKey: 'app.menu.access_denied' },
];
