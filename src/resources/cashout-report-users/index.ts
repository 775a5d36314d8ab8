import { lazy } from 'react';
import { defineResource } from '../types';

export const cashoutReportUsers = defineResource({
  name: 'cashout-report-users',
  path: '/students/cashout_report',
  list: lazy(() => import('./List')),
});
