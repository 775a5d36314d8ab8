import { format, isValid, parseISO } from 'date-fns';

const usd = (decimals: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
const USD0 = usd(0);
const USD2 = usd(2);

/** USD throughout (seed 000 §9): 2 decimals, or 0 where the seed says so. */
export const formatUsd = (value: number | null | undefined, decimals: 0 | 2 = 2): string =>
  value === null || value === undefined || Number.isNaN(value)
    ? '—'
    : (decimals === 0 ? USD0 : USD2).format(value);

const COUNT = new Intl.NumberFormat('en-US');
export const formatCount = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : COUNT.format(value);

const toDate = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(value);
  return isValid(date) ? date : null;
};

/** `Nov 21, 2026` */
export const formatDate = (value: string | number | Date | null | undefined): string => {
  const date = toDate(value);
  return date ? format(date, 'MMM d, yyyy') : '—';
};

/** `Nov 21, 2026, 14:05` */
export const formatDateTime = (value: string | number | Date | null | undefined): string => {
  const date = toDate(value);
  return date ? format(date, 'MMM d, yyyy, HH:mm') : '—';
};

/** `yyyy-MM-dd`, the API's date format (CONTRACT §4). */
export const toApiDate = (value: Date): string => format(value, 'yyyy-MM-dd');
