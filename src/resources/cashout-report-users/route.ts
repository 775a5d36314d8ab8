import type { ListDeclaration } from '../../screen/types';

export const cashoutReportRoute = {
  name: 'cashout-report-users',
  path: '/students/cashout_report',
  endpoint: '/admin/solvers/cashout_reports/users',
  sortable: true,
  idField: 'userId',
  titleKey: 'resources.cashout-report-users.name',
  heading: 'h4',
  headingTop: 16,
  breadcrumbs: true,
  shortcut: 'r',
  icon: 'Assessment',
  exportName: 'cashout-report',
  load: () => import('./List'),
} as const satisfies ListDeclaration;

export const screens = [cashoutReportRoute] as const;
