import { format, isValid, parseISO } from 'date-fns';
import type { ReportUser } from './schema';
import { toCsv, type CsvColumn } from '../../ui/csv';

export const EXPORT_PAGE_SIZE = 500;

const dateTime = (value: string | null): string => {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'yyyy-MM-dd HH:mm') : '';
};

/** The CSV's columns by the user list's column id; the name comes first, whatever is chosen. */
const NAME_COLUMN: CsvColumn<ReportUser> = { header: 'Name', value: (user) => user.name };
const CSV_BY_COLUMN: Readonly<Record<string, CsvColumn<ReportUser>>> = {
  email: { header: 'Email', value: (user) => user.email },
  accountCreated: { header: 'Account Created', value: (user) => dateTime(user.accountCreated) },
  lastLogin: { header: 'Last Login', value: (user) => dateTime(user.lastLogin) },
  totalRewards: { header: 'Total Rewards', value: (user) => user.totalRewards },
  totalCashouts: { header: 'Total Cashouts', value: (user) => user.totalCashouts },
  rewardCount: { header: 'Reward Count', value: (user) => user.rewardCount },
  cashoutCount: { header: 'Cashout Count', value: (user) => user.cashoutCount },
};

/**
 * The CSV's columns for the chosen user-list columns, in their order: the name, then each chosen
 * column the seed's file has (the rewards balance is shown, not exported). With the default
 * columns: exactly seed 000 §9.
 */
export const reportCsvColumns = (shown: readonly string[]): CsvColumn<ReportUser>[] => [
  NAME_COLUMN,
  ...shown.flatMap((id) => (Object.hasOwn(CSV_BY_COLUMN, id) ? [CSV_BY_COLUMN[id]] : [])),
];

/** The user list's columns (beside the name, which heads each card), in their default order. */
export const REPORT_USER_COLUMNS = [
  'email',
  'accountCreated',
  'lastLogin',
  'totalRewards',
  'totalCashouts',
  'rewardsBalance',
  'rewardCount',
  'cashoutCount',
] as const;

/** Columns exactly as seed 000 §9; money and counts stay numbers. */
export const REPORT_CSV_COLUMNS = reportCsvColumns(REPORT_USER_COLUMNS);

export const exportFileName = (now: Date) => `cashout-report-${format(now, 'yyyy-MM-dd')}.csv`;

export interface ExportPage {
  data: ReportUser[];
  total: number;
}

export interface ExportOptions {
  fetchPage: (page: number, signal: AbortSignal) => Promise<ExportPage>;
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
  /** Pages asked for at once after the first (which tells the total). */
  concurrency?: number;
  /** The file's columns (default: seed 000 §9's). */
  columns?: CsvColumn<ReportUser>[];
}

/**
 * Every page of the report as CSV chunks, in order: the header with the first page, then one
 * chunk per page, so the file is built from strings without holding the rows. Null when there is
 * no user to export.
 */
export const exportReportCsv = async ({
  fetchPage,
  signal,
  onProgress,
  concurrency = 4,
  columns = REPORT_CSV_COLUMNS,
}: ExportOptions): Promise<string[] | null> => {
  const first = await fetchPage(1, signal);
  if (first.total === 0 || first.data.length === 0) return null;
  const pages = Math.ceil(first.total / EXPORT_PAGE_SIZE);
  const chunks: string[] = new Array<string>(pages);
  chunks[0] = toCsv(first.data, columns);
  let done = first.data.length;
  onProgress(done, first.total);
  let next = 2;
  const worker = async () => {
    while (next <= pages) {
      const page = next;
      next += 1;
      const { data } = await fetchPage(page, signal);
      signal.throwIfAborted();
      chunks[page - 1] = `\r\n${toCsv(data, columns, false)}`;
      done += data.length;
      onProgress(done, first.total);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pages - 1) }, worker));
  return chunks.filter((chunk) => chunk !== '\r\n');
};
