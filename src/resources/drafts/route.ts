import { ENDPOINTS } from '../../contract/endpoints';
import { defineList } from '../../screen/types';

export const draftsRoute = defineList({
  name: 'drafts',
  path: '/contests/drafts',
  endpoint: ENDPOINTS.contests,
  fixedQuery: { scope: 'drafts' },
  heading: 'h5',
  shortcut: 'a',
  icon: 'EditNote',
  exportName: 'challenge-drafts',
  load: () => import('./List'),
  schema: () => import('./schema'),
});

export const screens = [draftsRoute] as const;
