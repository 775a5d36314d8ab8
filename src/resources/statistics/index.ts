import { lazy } from 'react';
import { defineResource } from '../types';

export const statistics = defineResource({
  name: 'statistics',
  path: '/contests/statistics',
  list: lazy(() => import('./List')),
});
