import { lazy } from 'react';
import { defineResource } from '../types';

export const companies = defineResource({
  name: 'companies',
  path: '/companies/list',
  list: lazy(() => import('./List')),
});
