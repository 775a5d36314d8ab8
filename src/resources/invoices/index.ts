import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { ResourceConfig } from '../types';

export const invoices: ResourceConfig = {
  name: 'invoices',
  path: '/companies/invoices',
  titleKey: 'app.menu.invoices',
  list: lazy(() => import('./List')),
  icon: ReceiptLongIcon,
};
