import { lazy } from 'react';
import type { ResourceConfig } from '../types';

export const opportunities: ResourceConfig = {
  name: 'opportunities',
  path: '/sales/opportunities',
  titleKey: 'app.menu.opportunities',
  list: lazy(() => import('./List')),
};
