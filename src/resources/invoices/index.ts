import { lazy } from 'react';
import { defineResource } from '../types';

export const invoices = defineResource({
  name: 'invoices',
  path: '/companies/invoices',
  list: lazy(() => import('./List')),
});
