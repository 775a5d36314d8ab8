import type { ListDeclaration } from '../../screen/types';

export const draftsRoute = {
  name: 'drafts',
  path: '/contests/drafts',
  endpoint: '/admin/contests',
  fixedQuery: { scope: 'drafts' },
  titleKey: 'resources.drafts.name',
  heading: 'h5',
  breadcrumbs: true,
  shortcut: 'a',
  icon: 'EditNote',
  exportName: 'challenge-drafts',
  load: () => import('./List'),
} as const satisfies ListDeclaration;

export const screens = [draftsRoute] as const;
