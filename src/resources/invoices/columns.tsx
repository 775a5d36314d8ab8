import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Invoice } from './schema';
import { formatUsd } from '../../ui/format';
import type { ColumnSpec } from '../../ui/list';

/** Sent invoices (seed 000 §3): email labelled Invoice recipient, amount, paid. */
export const invoiceColumns = (yes: string, no: string): ColumnSpec<Invoice>[] => [
  {
    id: 'email',
    width: '60%',
    cell: (row) => row.email,
    csv: (row) => row.email,
  },
  {
    id: 'amount',
    width: '20%',
    align: 'right',
    cell: (row) => formatUsd(row.amount),
    csv: (row) => row.amount,
  },
  {
    id: 'paid',
    width: '20%',
    cell: (row) => (row.paid ? yes : no),
    csv: (row) => (row.paid ? yes : no),
  },
];

export const useInvoiceColumns = () => {
  const translate = useTranslate();
  return useMemo(() => invoiceColumns(translate('app.yes'), translate('app.no')), [translate]);
};
