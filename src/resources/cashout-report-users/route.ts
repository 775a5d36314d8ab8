import { defineList } from '../../screen/types';

export const cashoutReportRoute = defineList({
  name: 'cashout-report-users',
  path: '/students/cashout_report',
  endpoint: '/admin/solvers/cashout_reports/users',
  sortable: true,
  idField: 'userId',
  heading: 'h4',
  headingTop: 16,
  shortcut: 'r',
  icon: 'Assessment',
  exportName: 'cashout-report',
  load: () => import('./List'),
  schema: () => import('./schema'),
});

export const screens = [cashoutReportRoute] as const;
