import { lazy } from 'react';
import type { ResourceConfig } from '../types';

export const cashoutReportUsers: ResourceConfig = {
  name: 'cashout-report-users',
  path: '/students/cashout_report',
  titleKey: 'app.menu.cashout_report',
  list: lazy(() => import('./List')),
};
