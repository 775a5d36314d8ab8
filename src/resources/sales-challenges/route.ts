import { ENDPOINTS } from '../../contract/endpoints';
import { defineList } from '../../screen/types';

export const salesChallengesRoute = defineList({
  name: 'sales-challenges',
  path: '/sales/challenges',
  endpoint: ENDPOINTS.contests,
  fixedQuery: { scope: 'sales' },
  heading: 'h5',
  shortcut: 's',
  icon: 'Search',
  exportName: 'challenge-search',
  load: () => import('./List'),
  schema: () => import('./schema'),
});

export const screens = [salesChallengesRoute] as const;
