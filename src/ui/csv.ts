import Papa from 'papaparse';

/**
 * Cells that a spreadsheet would run as a formula: `= + - @`, and tab, CR or LF at the start.
 * papaparse's default pattern misses some of these, so the full one is given.
 */
export const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * A formula character after a separator a spreadsheet may split on (`,` `;` tab, a line break),
 * spaces and quotes allowed between: `a;=1+1` would start the next cell with `=` in a
 * spreadsheet that splits on `;`. The start of the cell counts too (`"=1`).
 */
const FORMULA_AFTER_SEPARATOR = /(^|[,;\t\r\n])([\s"]*)(?=[=+\-@])/g;
const SPLITTERS = /[,;\t\r\n]/;
const NEUTRALISED = /'[=+\-@]/;

type Cell = string | number | boolean | null | undefined;

/** Puts `'` before every formula character that could start a cell once the text is split. */
export const neutraliseCell = (text: string): string =>
  text.replace(FORMULA_AFTER_SEPARATOR, "$1$2'");

const safeCell = (value: Cell): Cell => (typeof value === 'string' ? neutraliseCell(value) : value);

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => Cell;
}

/**
 * Rows to CSV text (header line included when `header`), with formula cells neutralised and
 * every text holding a separator quoted, whatever separator the spreadsheet splits on.
 */
export const toCsv = <T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  header = true,
): string =>
  Papa.unparse(
    {
      fields: columns.map((column) => neutraliseCell(column.header)),
      data: rows.map((row) => columns.map((column) => safeCell(column.value(row)) ?? '')),
    },
    {
      header,
      escapeFormulae: FORMULA_START,
      newline: '\r\n',
      quotes: (value: unknown) =>
        typeof value === 'string' && (SPLITTERS.test(value) || NEUTRALISED.test(value)),
    },
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
