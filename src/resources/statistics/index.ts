import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { lazy } from 'react';
import type { ResourceConfig } from '../types';

export const statistics: ResourceConfig = {
  name: 'statistics',
  path: '/contests/statistics',
  titleKey: 'app.menu.statistics',
  list: lazy(() => import('./List')),
  icon: QueryStatsIcon,
};
