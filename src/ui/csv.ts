import Papa from 'papaparse';

/**
 * Cells that a spreadsheet would run as a formula: `= + - @`, and tab, CR or LF at the start.
 * papaparse's default pattern misses some of these, so the full one is given.
 */
export const FORMULA_START = /^[=+\-@\t\r\n]/;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** Rows to CSV text (header line included when `header`), with formula cells neutralised. */
export const toCsv = <T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  header = true,
): string =>
  Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { header, escapeFormulae: FORMULA_START, newline: '\r\n' },
  );

/** Starts a download of text content under a file name. */
export const downloadText = (
  content: BlobPart[] | string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
) => {
  const blob = new Blob(typeof content === 'string' ? [content] : content, { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
