import { defineList } from '../../screen/types';

export const invoicesRoute = defineList({
  name: 'invoices',
  path: '/companies/invoices',
  endpoint: '/admin/companies/invoices',
  searchable: false,
  heading: 'h5',
  shortcut: 'i',
  icon: 'ReceiptLong',
  exportName: 'invoices',
  load: () => import('./List'),
  schema: () => import('./schema'),
});

export const screens = [invoicesRoute] as const;
