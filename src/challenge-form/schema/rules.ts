import type { ContestFormValues, Message, ValidationContext } from '../model/types';
import { isEmail } from '../../contract/email';

/** Seed 001 §5's generic messages, as catalogue keys (src/i18n/messages/common.ts). */
export const MESSAGES = {
  required: 'app.validation.required',
  min: 'app.validation.min',
  max: 'app.validation.max',
  maxLength: 'app.validation.max_length',
  richMaxLength: 'app.validation.rich_max_length',
  minDate: 'app.validation.min_date',
  maxDate: 'app.validation.max_date',
  minDuration: 'app.validation.min_duration',
  email: 'app.validation.email',
} as const;

const blank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const required = (value: unknown): Message | undefined =>
  blank(value) ? MESSAGES.required : undefined;

const asNumber = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
};

export const min = (value: unknown, n: number): Message | undefined => {
  const number = asNumber(value);
  return number !== undefined && number < n ? { message: MESSAGES.min, args: { n } } : undefined;
};

export const max = (value: unknown, n: number): Message | undefined => {
  const number = asNumber(value);
  return number !== undefined && number > n ? { message: MESSAGES.max, args: { n } } : undefined;
};

/**
 * A bound of ours (the seeds leave it open: docs/decisions.md) holds only once the author changes
 * the field: a stored value outside it goes back as it came, and does not stop
 * an unrelated save. `loaded` is the field's value as loaded (undefined on a new challenge).
 */
export const oursWhenChanged = (
  value: unknown,
  loaded: unknown,
  check: Message | undefined,
): Message | undefined =>
  loaded !== undefined && loaded !== null && Object.is(value, loaded) ? undefined : check;

export const maxLength = (value: unknown, n: number): Message | undefined =>
  typeof value === 'string' && value.length > n
    ? { message: MESSAGES.maxLength, args: { n } }
    : undefined;

/** A length of ours (`TEXT_LIMITS`) on a top-level text: it holds once the field is changed. */
export const ourMaxLength = (
  values: ContestFormValues,
  context: ValidationContext,
  key: 'title' | 'requirement' | 'link_to_video' | 'url_title' | 'hide_entities',
  n: number,
): Message | undefined =>
  oursWhenChanged(values[key], context.initial?.[key], maxLength(values[key], n));

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Rich text is measured as the reader sees it: tags dropped, entities as one character. */
export const plainText = (html: string | null | undefined): string =>
  (html ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();

export const richRequired = (html: unknown): Message | undefined =>
  typeof html === 'string' && plainText(html) !== '' ? undefined : MESSAGES.required;

export const richMaxLength = (html: unknown, n: number): Message | undefined =>
  typeof html === 'string' && plainText(html).length >= n
    ? { message: MESSAGES.richMaxLength, args: { n } }
    : undefined;

export const email = (value: unknown): Message | undefined =>
  typeof value === 'string' && value.trim() !== '' && !isEmail(value) ? MESSAGES.email : undefined;

/** Dates in messages read as the staff member's own calendar date, e.g. 11/21/2026. */
export const displayDate = (date: Date) => date.toLocaleDateString('en-US');

export const dateBetween = (
  value: unknown,
  earliest: Date | undefined,
  latest: Date | undefined,
): Message | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return MESSAGES.required;
  if (earliest && time < earliest.getTime())
    return { message: MESSAGES.minDate, args: { d: displayDate(earliest) } };
  if (latest && time > latest.getTime())
    return { message: MESSAGES.maxDate, args: { d: displayDate(latest) } };
  return undefined;
};

/** The time-limit widget's minimum, in its own 'Minimum value is {h}h {m}min' form. */
export const minDuration = (seconds: unknown, minimumSeconds: number): Message | undefined => {
  const value = asNumber(seconds);
  if (value === undefined || value === 0 || value >= minimumSeconds) return undefined;
  const h = Math.floor(minimumSeconds / 3600);
  const m = Math.floor((minimumSeconds % 3600) / 60);
  return { message: MESSAGES.minDuration, args: { h, m } };
};

/** The first message of a list of checks. */
export const first = (...checks: (Message | undefined)[]): Message | undefined =>
  checks.find(Boolean);
