import { CHART_TYPES, DEFAULT_CHART_DAYS } from '../../contract/fixedLists';
import type { ScreenDeclaration } from '../../screen/types';

/** GET /admin/stats and GET /admin/chart (./calls.ts), sent by the entry with the console. */
export const statsEndpoint = '/admin/stats';
export const chartEndpoint = '/admin/chart';

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
      { path: statsEndpoint },
      ...CHART_TYPES.map((type) => ({
        path: chartEndpoint,
        query: { type, days_compute: DEFAULT_CHART_DAYS },
      })),
    ],
  },
] as const satisfies readonly ScreenDeclaration[];
