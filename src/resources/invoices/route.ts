import type { ListDeclaration } from '../../screen/types';

export const invoicesRoute = {
  name: 'invoices',
  path: '/companies/invoices',
  endpoint: '/admin/companies/invoices',
  searchable: false,
  titleKey: 'resources.invoices.name',
  heading: 'h5',
  breadcrumbs: true,
  shortcut: 'i',
  icon: 'ReceiptLong',
  exportName: 'invoices',
  load: () => import('./List'),
} as const satisfies ListDeclaration;

export const screens = [invoicesRoute] as const;
