import type { ReactNode } from 'react';
import type { CsvColumn } from '../csv';
import { unreadableValue } from '../unreadable';

type CsvValue = string | number | boolean | null | undefined;

/**
 * One column of a list: its header, its cell in the grid and its value in the CSV export,
 * declared once so the screen and the file never drift apart.
 */
export interface GridColumn<T> {
  id: string;
  /** The row's top-level field behind the cell, for a value the edge could not read; default: id. */
  field?: string;
  /** Catalogue key of the header. */
  label: string;
  /** Keep cells light (plain elements, no MUI components): 500 rows render at once. */
  cell: (row: T) => ReactNode;
  /** The CSV value; a column without one (e.g. actions) is left out of the export. */
  csv?: (row: T) => CsvValue;
  align?: 'left' | 'right';
  /** A CSS grid track (`20%`, `12rem`); columns do not size to their rows. Default: an equal share. */
  width?: string;
}

/** A field the edge could not read exports empty, like its cell; so does a value that is no text. */
const csvValueOf =
  <T>(column: GridColumn<T>) =>
  (row: T): CsvValue => {
    if (unreadableValue(row, column.field ?? column.id)) return '';
    const value: unknown = column.csv?.(row);
    return value === null || value === undefined || typeof value === 'boolean'
      ? value
      : typeof value === 'object'
        ? ''
        : (value as CsvValue);
  };

/** A column as a resource declares it: its header comes from the catalogue by convention. */
export type ColumnSpec<T> = Omit<GridColumn<T>, 'label'> & { label?: string };

/** react-admin's convention: a resource's title is `resources.<name>.name`. */
export const resourceTitleKey = (resource: string) => `resources.${resource}.name`;

/** react-admin's convention: a column's header is `resources.<name>.fields.<column id>`. */
export const withFieldLabels = <T>(
  resource: string,
  columns: readonly ColumnSpec<T>[],
): GridColumn<T>[] =>
  columns.map((column) => ({
    ...column,
    label: column.label ?? `resources.${resource}.fields.${column.id}`,
  }));

/** The export's columns: those with a CSV value, headers translated. */
export const csvColumnsOf = <T>(
  columns: readonly GridColumn<T>[],
  translate: (key: string) => string,
): CsvColumn<T>[] =>
  columns.flatMap((column) =>
    column.csv ? [{ header: translate(column.label), value: csvValueOf(column) }] : [],
  );
