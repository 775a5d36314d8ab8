import { CHART_TYPES, DEFAULT_CHART_DAYS } from '../../contract/fixedLists';
import { ENDPOINTS } from '../../contract/endpoints';
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
      { path: ENDPOINTS.stats },
      ...CHART_TYPES.map((type) => ({
        path: ENDPOINTS.chart,
        query: { type, days_compute: DEFAULT_CHART_DAYS },
      })),
    ],
  },
] as const satisfies readonly ScreenDeclaration[];
