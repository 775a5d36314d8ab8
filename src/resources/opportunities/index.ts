import { lazy } from 'react';
import { defineResource } from '../types';

export const opportunities = defineResource({
  name: 'opportunities',
  path: '/sales/opportunities',
  list: lazy(() => import('./List')),
  show: lazy(() => import('./Show')),
  // Both spellings appear in the original (seed 000 §2); the back link goes to the list.
  showPaths: ['/sales/opportunity/:id', '/sales/opportunities/:id'],
});
