import type { ListDeclaration } from '../../screen/types';

export const salesChallengesRoute = {
  name: 'sales-challenges',
  path: '/sales/challenges',
  endpoint: '/admin/contests',
  fixedQuery: { scope: 'sales' },
  titleKey: 'resources.sales-challenges.name',
  heading: 'h5',
  breadcrumbs: true,
  shortcut: 's',
  icon: 'Search',
  exportName: 'challenge-search',
  load: () => import('./List'),
} as const satisfies ListDeclaration;

export const screens = [salesChallengesRoute] as const;
