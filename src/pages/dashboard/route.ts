import type { ScreenDeclaration } from '../../screen/types';

/** The dashboard is part of the console chunk (react-admin's `dashboard`): no code to load. */
export const screens = [
  {
    path: '/',
    titleKey: 'app.dashboard.title',
    heading: 'h4',
    breadcrumbs: false,
    shortcut: 'd',
    icon: 'Dashboard',
    alwaysMounted: true,
  },
] as const satisfies readonly ScreenDeclaration[];
