import { format, isValid } from 'date-fns';
import { formatDay, formatDayTime, parseIsoDate } from './isoDate';

export { formatList, formatText, rawText, RAW_TEXT_MAX } from './text';

/*
 * Every formatter here is total: any value at all gives a string fit to show. Absent (null,
 * undefined, '') gives ABSENT; a value that cannot be shown as asked (an object, text that is no
 * number, a date out of range) gives '' — never `NaN`, `undefined`, `null`, `[object Object]`
 * or `Invalid Date`. Cells show the raw value of the latter in a tooltip (see rawText).
 */

/** What an absent optional value shows. */
export const ABSENT = '—';

const isAbsent = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** A finite number from a number or numeric text (`"12.50"`), else null. */
export const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(value))
    return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

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
export const formatUsd = (value: unknown, decimals: 0 | 2 = 2): string => {
  if (isAbsent(value)) return ABSENT;
  const number = toNumber(value);
  return number === null ? '' : (decimals === 0 ? USD0 : USD2).format(number);
};

const COUNT = new Intl.NumberFormat('en-US');
export const formatCount = (value: unknown): string => {
  if (isAbsent(value)) return ABSENT;
  const number = toNumber(value);
  return number === null ? '' : COUNT.format(number);
};

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** `23.456` → `23.46%` (the server gives percents of 100, not fractions). */
export const formatPercent = (value: unknown): string => {
  if (isAbsent(value)) return ABSENT;
  const number = toNumber(value);
  return number === null ? '' : `${PERCENT.format(number)}%`;
};

/** Rails sends epoch seconds; a number this large can only be milliseconds. */
const MILLISECONDS_FROM = 1e11;
/** date-fns formats years 0–9999 only sensibly; anything else is no date a person means. */
const inRange = (date: Date) => {
  const year = date.getFullYear();
  return isValid(date) && year >= 1 && year <= 9999;
};

/** A date from a Date, epoch seconds or milliseconds, or ISO / `yyyy-MM-dd` text; else null. */
export const toDate = (value: unknown): Date | null => {
  if (isAbsent(value)) return null;
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number' || (typeof value === 'string' && toNumber(value) !== null)) {
    const number = toNumber(value) as number;
    date = new Date(Math.abs(number) >= MILLISECONDS_FROM ? number : number * 1000);
  } else if (typeof value === 'string') date = parseIsoDate(value.trim());
  return date && inRange(date) ? date : null;
};

const formatWith = (show: (date: Date) => string) => (value: unknown) => {
  if (isAbsent(value)) return ABSENT;
  const date = toDate(value);
  return date ? show(date) : '';
};

/** `Nov 21, 2026` */
export const formatDate = formatWith(formatDay);

/** `Nov 21, 2026, 14:05` */
export const formatDateTime = formatWith(formatDayTime);

/** `yyyy-MM-dd`, the API's date format (CONTRACT §4). */
export const toApiDate = (value: Date): string => format(value, 'yyyy-MM-dd');
