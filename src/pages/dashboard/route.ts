import { CHART_TYPES, DEFAULT_CHART_DAYS } from '../../contract/fixedLists';
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
    /** Its figures and its three charts at their default period. */
    firstRequests: () => [
      { path: '/admin/stats' },
      ...CHART_TYPES.map((type) => ({
        path: '/admin/chart',
        query: { type, days_compute: DEFAULT_CHART_DAYS },
      })),
    ],
  },
] as const satisfies readonly ScreenDeclaration[];
