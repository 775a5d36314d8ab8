import { defineList } from '../../../../src/screen/types';

export const challengeReviewsRoute = defineList({
  name: 'challenge-reviews',
  path: '/contests/reviews',
  endpoint: '/admin/contests/reviews',
  heading: 'h5',
  shortcut: 'w',
  icon: 'Search',
  exportName: 'challenge-reviews',
  load: () => import('./List'),
  schema: () => import('./schema'),
});

export const screens = [challengeReviewsRoute] as const;
