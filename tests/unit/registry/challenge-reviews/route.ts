import type { ListDeclaration } from '../../../../src/screen/types';

export const challengeReviewsRoute = {
  name: 'challenge-reviews',
  path: '/contests/reviews',
  endpoint: '/admin/contests/reviews',
  titleKey: 'resources.challenge-reviews.name',
  heading: 'h5',
  breadcrumbs: true,
  shortcut: 'w',
  icon: 'Search',
  exportName: 'challenge-reviews',
  load: () => import('./List'),
} as const satisfies ListDeclaration;

export const screens = [challengeReviewsRoute] as const;
