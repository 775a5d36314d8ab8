import { defineList, type ScreenDeclaration } from '../../screen/types';

export const opportunitiesRoute = defineList({
  name: 'opportunities',
  path: '/sales/opportunities',
  endpoint: '/admin/sales/opportunities',
  heading: 'h5',
  shortcut: 'o',
  icon: 'Lightbulb',
  exportName: 'opportunities',
  load: () => import('./List'),
  schema: () => import('./schema'),
});

/** The detail: both spellings appear in the original (seed 000 §2); the back link goes to the list. */
const detail = (path: string): ScreenDeclaration => ({
  path,
  titleKey: 'app.menu.opportunity',
  heading: 'h5',
  breadcrumbs: true,
  alwaysMounted: true,
  load: () => import('./Show'),
});

export const screens = [
  opportunitiesRoute,
  detail('/sales/opportunity/:id'),
  detail('/sales/opportunities/:id'),
] as const;
