import { parseISO } from 'date-fns';

/*
 * date-fns's parseISO and format, with a fast path for the two shapes the API sends (a day, and a
 * date-time with its zone) and the two patterns the console shows: together about 48 µs a date,
 * the largest part of a 500-row list's cells (docs/decisions.md, "Dates of a long list"). Every
 * result is date-fns's own: the fast path computes as parseISO does, and hands anything else to it.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)(Z|([+-])(\d{2}):(\d{2}))$/;

const DAYS_IN_MONTH = [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 400 === 0 || (year % 4 === 0 && year % 100 !== 0);
const validDay = (year: number, month: number, day: number) =>
  month >= 0 &&
  month <= 11 &&
  day >= 1 &&
  day <= (DAYS_IN_MONTH[month] || (isLeapYear(year) ? 29 : 28));

/** Midnight UTC of the day, as parseISO's parseDate gives it; null when no such day. */
const utcDay = (year: string, month: string, day: string): Date | null => {
  const [y, m, d] = [Number(year), Number(month) - 1, Number(day)];
  if (!validDay(y, m, d)) return null;
  const date = new Date(0);
  date.setUTCFullYear(y, m, d);
  return date;
};

const fastParse = (text: string): Date | null => {
  const day = DAY.exec(text);
  if (day) {
    const utc = utcDay(day[1], day[2], day[3]);
    if (!utc) return null;
    // A day without a zone is that day's local midnight.
    const local = new Date(0);
    local.setFullYear(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
    local.setHours(0, 0, 0, 0);
    return local;
  }
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const utc = utcDay(match[1], match[2], match[3]);
  const [hours, minutes, seconds] = [Number(match[4]), Number(match[5]), parseFloat(match[6])];
  const timeValid =
    hours === 24 ? minutes === 0 && seconds === 0 : hours < 25 && minutes < 60 && seconds < 60;
  const zoneMinutes = match[10] === undefined ? 0 : Number(match[10]);
  if (!utc || !timeValid || zoneMinutes > 59) return null;
  const time = hours * 3_600_000 + minutes * 60_000 + seconds * 1000;
  const sign = match[8] === '+' ? -1 : 1;
  const offset =
    match[7] === 'Z' ? 0 : sign * (Number(match[9]) * 3_600_000 + zoneMinutes * 60_000);
  return new Date(utc.getTime() + time + offset);
};

/** parseISO's result for any text (an invalid date where it gives one), faster for the API's shapes. */
export const parseIsoDate = (text: string): Date => fastParse(text) ?? parseISO(text);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** date-fns's `format(date, 'MMM d, yyyy')` for a valid date of years 1 to 9999. */
export const formatDay = (date: Date): string =>
  `${MONTHS[date.getMonth()]} ${date.getDate()}, ${pad(date.getFullYear(), 4)}`;

/** date-fns's `format(date, 'MMM d, yyyy, HH:mm')` for a valid date of years 1 to 9999. */
export const formatDayTime = (date: Date): string =>
  `${formatDay(date)}, ${pad(date.getHours(), 2)}:${pad(date.getMinutes(), 2)}`;
