import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { lazy } from 'react';
import type { ResourceConfig } from '../types';

export const salesChallenges: ResourceConfig = {
  name: 'sales-challenges',
  path: '/sales/challenges',
  titleKey: 'app.menu.sales_challenges',
  list: lazy(() => import('./List')),
  icon: TravelExploreIcon,
};
