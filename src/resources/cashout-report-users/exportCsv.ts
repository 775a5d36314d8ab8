import { format, isValid, parseISO } from 'date-fns';
import type { ReportUser } from './schema';
import { toCsv, type CsvColumn } from '../../ui/csv';

export const EXPORT_PAGE_SIZE = 500;

const dateTime = (value: string | null): string => {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'yyyy-MM-dd HH:mm') : '';
};

/** Columns exactly as seed 000 §9; money and counts stay numbers. */
export const REPORT_CSV_COLUMNS: CsvColumn<ReportUser>[] = [
  { header: 'Name', value: (user) => user.name },
  { header: 'Email', value: (user) => user.email },
  { header: 'Account Created', value: (user) => dateTime(user.accountCreated) },
  { header: 'Last Login', value: (user) => dateTime(user.lastLogin) },
  { header: 'Total Rewards', value: (user) => user.totalRewards },
  { header: 'Total Cashouts', value: (user) => user.totalCashouts },
  { header: 'Reward Count', value: (user) => user.rewardCount },
  { header: 'Cashout Count', value: (user) => user.cashoutCount },
];

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
}: ExportOptions): Promise<string[] | null> => {
  const first = await fetchPage(1, signal);
  if (first.total === 0 || first.data.length === 0) return null;
  const pages = Math.ceil(first.total / EXPORT_PAGE_SIZE);
  const chunks: string[] = new Array<string>(pages);
  chunks[0] = toCsv(first.data, REPORT_CSV_COLUMNS);
  let done = first.data.length;
  onProgress(done, first.total);
  let next = 2;
  const worker = async () => {
    while (next <= pages) {
      const page = next;
      next += 1;
      const { data } = await fetchPage(page, signal);
      signal.throwIfAborted();
      chunks[page - 1] = `\r\n${toCsv(data, REPORT_CSV_COLUMNS, false)}`;
      done += data.length;
      onProgress(done, first.total);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pages - 1) }, worker));
  return chunks.filter((chunk) => chunk !== '\r\n');
};
