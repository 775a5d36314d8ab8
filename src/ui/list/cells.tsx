import { isValidElement, type ReactNode } from 'react';
import { rawText } from '../format';
import { safeHref } from '../html/safeHref';
import { shownText, unreadableValue } from '../unreadable';
import type { GridColumn } from './columns';

const isRenderable = (value: unknown): boolean => {
  if (value === null || value === undefined || typeof value === 'boolean') return true;
  if (typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isRenderable);
  return isValidElement(value);
};

/**
 * A cell shows two lines at most (FastGrid's styles); a text that may need more has its full
 * text as the tooltip. Two lines of the narrowest column hold about this many characters.
 */
const CLAMPED_FROM = 30;

/** The text a cell shows: a string, or one wrapped in an element (`<bdi>` isolating it). */
const plainTextOf = (content: unknown): unknown =>
  isValidElement<{ children?: unknown }>(content) ? content.props.children : content;

/** The tooltip of a text a cell may clamp, if it is that long. */
export const fullTextTitle = (content: unknown): string | undefined => {
  const text = plainTextOf(content);
  return typeof text === 'string' && text.length > CLAMPED_FROM ? text : undefined;
};

/** A plain anchor (cheap at 500 rows), or the bare text when the address is not safe. */
export const linkTo = (href: unknown, text: ReactNode, label?: string): ReactNode => {
  if (!isRenderable(text)) return '';
  const safe = safeHref(href);
  return safe ? (
    <a href={safe} aria-label={label} title={fullTextTitle(text)}>
      {text}
    </a>
  ) : (
    text
  );
};

const fieldValue = (row: unknown, field: string): unknown =>
  typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : undefined;

/**
 * What a column shows for a row, made total: a field the edge could not read (`_unreadable`),
 * a cell that throws, or a value React cannot show (an object, NaN) gives an empty cell with
 * the raw value as its tooltip; the rest of the row and the other rows show as usual.
 */
export const cellContent = <T,>(
  column: GridColumn<T>,
  row: T,
): { content: ReactNode; title?: string } => {
  const field = column.field ?? column.id;
  const unreadable = unreadableValue(row, field);
  if (unreadable) return { content: '', title: rawText(unreadable.raw) || undefined };
  let value: unknown;
  try {
    value = column.cell(row);
  } catch (error) {
    console.error(`Cell ${column.id} could not be shown`, error, fieldValue(row, field));
    return { content: '', title: rawText(fieldValue(row, field)) || undefined };
  }
  // A formatter that could not show the field (text for an amount) gave '': keep it as a tooltip.
  if (value === '') return { content: '', title: rawText(fieldValue(row, field)) || undefined };
  if (isRenderable(value)) return { content: value as ReactNode, title: fullTextTitle(value) };
  const shown = shownText(value);
  return { content: shown.text, title: shown.raw || undefined };
};
