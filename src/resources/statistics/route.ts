import type { ListDeclaration } from '../../screen/types';

export const statisticsRoute = {
  name: 'statistics',
  path: '/contests/statistics',
  endpoint: '/admin/contests',
  fixedQuery: { scope: 'statistics' },
  titleKey: 'resources.statistics.name',
  heading: 'h5',
  breadcrumbs: true,
  shortcut: 't',
  icon: 'BarChart',
  exportName: 'challenge-statistics',
  load: () => import('./List'),
} as const satisfies ListDeclaration;

export const screens = [statisticsRoute] as const;
