import { lazy } from 'react';
import { defineResource } from '../types';

export const salesChallenges = defineResource({
  name: 'sales-challenges',
  path: '/sales/challenges',
  list: lazy(() => import('./List')),
});
