import type { ListDeclaration } from '../../../../src/registry/types';

/** A throwaway list, declared as docs/adding-a-resource.md says (step 1, `route.ts`). */
export const reviewsRoute = {
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

export const screens = [reviewsRoute] as const;
