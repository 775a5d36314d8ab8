/*
 * Text formatting that is total (any value gives a string fit to show) and free of date and
 * number libraries, so the solver area can use it on its light first view.
 */

import { decodePathPart } from '../api/url';

/** Texts a broken serialiser on the other side produces: never shown as if they were data. */
const SERIALISER_JUNK = new Set(['NaN', 'undefined', 'null', '[object Object]', 'Invalid Date']);

/** Text to show for a value meant to be text: text and numbers as they are, anything else empty. */
export const formatText = (value: unknown): string => {
  if (typeof value === 'string') return SERIALISER_JUNK.has(value.trim()) ? '' : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return String(value);
  return '';
};

/**
 * The name a stored file is shown under: the name the server gave, else the last part of its
 * storage key, decoded (`contestfiles/abc/brief%20v2.pdf` → `brief v2.pdf`); never the whole key.
 */
export const storedFileName = (file: { filename?: unknown; key?: unknown }): string => {
  const given = formatText(file.filename).trim();
  if (given) return given;
  return decodePathPart(formatText(file.key).split('/').pop() ?? '');
};

/** Longest raw value shown in a tooltip. */
export const RAW_TEXT_MAX = 200;

/** The raw value received, as text for a tooltip: JSON for objects and lists, cut at RAW_TEXT_MAX. */
export const rawText = (value: unknown, max = RAW_TEXT_MAX): string => {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (
    value === null ||
    value === undefined ||
    typeof value === 'function' ||
    typeof value === 'symbol'
  )
    text = '';
  else {
    try {
      text = JSON.stringify(value) ?? '';
    } catch {
      text = '';
    }
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** A list of text as one line (`a, b`); items that are no text are left out, a plain text kept. */
export const formatList = (value: unknown): string => {
  if (!Array.isArray(value)) return formatText(value);
  return value
    .map(formatText)
    .filter((item) => item !== '')
    .join(', ');
};
