import type { Salvaged } from '../contract/envelope';
import { formatText, rawText } from './text';

/** Any row salvaged at the edge (the contract's `Salvaged<T>`), whatever its own fields. */
type MaybeUnreadable = Salvaged<object>;

const unreadableOf = (row: unknown): Record<string, unknown> | undefined => {
  if (typeof row !== 'object' || row === null || !('_unreadable' in row)) return undefined;
  const fields = (row as MaybeUnreadable)._unreadable;
  return typeof fields === 'object' && fields !== null ? fields : undefined;
};

/** The raw value of a field the edge could not read, or undefined when the field was read. */
export const unreadableValue = (row: unknown, field: string): { raw: unknown } | undefined => {
  const fields = unreadableOf(row);
  return fields && Object.hasOwn(fields, field) ? { raw: fields[field] } : undefined;
};

/**
 * What a value shows as text, and the raw text behind it when it cannot be shown: text and
 * finite numbers as they are; anything else (an object, a list, NaN) empty, its raw JSON kept.
 */
export const shownText = (value: unknown): { text: string; raw?: string } => {
  const text = formatText(value);
  if (text !== '' || value === null || value === undefined || value === '') return { text };
  if (typeof value === 'boolean') return { text: '', raw: String(value) };
  return { text: '', raw: rawText(value) };
};
