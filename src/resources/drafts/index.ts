import { lazy } from 'react';
import { defineResource } from '../types';

export const drafts = defineResource({
  name: 'drafts',
  path: '/contests/drafts',
  list: lazy(() => import('./List')),
});
