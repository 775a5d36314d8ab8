import { ENDPOINTS } from '../../contract/endpoints';
import { defineList } from '../../screen/types';

export const statisticsRoute = defineList({
  name: 'statistics',
  path: '/contests/statistics',
  endpoint: ENDPOINTS.contests,
  fixedQuery: { scope: 'statistics' },
  heading: 'h5',
  shortcut: 't',
  icon: 'BarChart',
  exportName: 'challenge-statistics',
  load: () => import('./List'),
  schema: () => import('./schema'),
});

export const screens = [statisticsRoute] as const;
