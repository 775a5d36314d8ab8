import { format } from 'date-fns';
import * as z from 'zod/mini';
import { CASHOUT_DECISIONS, type CashoutDecision } from '../calls';
import type { CsvColumn } from '../../../ui/csv';
import { toApiDate } from '../../../ui/format';

/**
 * The newest decisions kept per staff member in this browser; older ones drop off the end
 * (docs/decisions.md, "Manage Cashouts: the decision log").
 */
export const LOG_LIMIT = 500;

/**
 * `unknown`: the answer was lost (time-out, dropped connection); `unconfirmed`: such a decision
 * whose cashout is no longer pending since (docs/decisions.md, "Manage Cashouts: a lost answer").
 */
export const LOG_RESULTS = ['done', 'failed', 'unknown', 'unconfirmed'] as const;
export type LogResult = (typeof LOG_RESULTS)[number];

/** One decision sent from this browser and the server's answer to it. */
const entrySchema = z.object({
  id: z.string(),
  /** The signed-in staff member who sent it (the server context's user). */
  staff: z.string(),
  cashoutId: z.number(),
  user: z.string(),
  amount: z.nullable(z.number()),
  decision: z.enum(CASHOUT_DECISIONS),
  /** The decline reason sent ('' with an approval). */
  reason: z.string(),
  /** When the answer came (ISO). */
  at: z.string(),
  result: z.enum(LOG_RESULTS),
  /** The server's action text when done; its message (or the client's own) when failed. */
  message: z.string(),
});
export type LogEntry = z.infer<typeof entrySchema>;

const storeSchema = z.object({ version: z.literal(1), entries: z.array(entrySchema) });

/** What is written to local storage (by JSON). */
export const storedLog = (entries: readonly LogEntry[]) => ({ version: 1 as const, entries });

/**
 * The stored text read back: nothing stored is an empty log; anything that is not a log this
 * console wrote (broken JSON, another shape, an entry missing a field) is `corrupted`, and the
 * log starts afresh rather than show a part of it that cannot be trusted.
 */
export const readLog = (text: string | null): { entries: LogEntry[]; corrupted: boolean } => {
  if (text === null) return { entries: [], corrupted: false };
  try {
    const parsed = storeSchema.safeParse(JSON.parse(text));
    if (parsed.success)
      return { entries: parsed.data.entries.slice(0, LOG_LIMIT), corrupted: false };
  } catch {
    // Not JSON: corrupted, as below.
  }
  return { entries: [], corrupted: true };
};

/** New entries first (in the order given, newest last in `added`), bounded to LOG_LIMIT. */
export const addEntries = (
  entries: readonly LogEntry[],
  added: readonly LogEntry[],
): LogEntry[] => {
  const known = new Set(entries.map((entry) => entry.id));
  const fresh = added.filter((entry) => !known.has(entry.id)).reverse();
  return [...fresh, ...entries].slice(0, LOG_LIMIT);
};

export interface LogFilter {
  result: LogResult | '';
  decision: CashoutDecision | '';
  /** Matched, ignoring case, against every text the row shows. */
  text: string;
}

export const NO_FILTER: LogFilter = { result: '', decision: '', text: '' };

/** The entries the filter keeps; `shown` gives a row's texts as the panel shows them. */
export const filterLog = (
  entries: readonly LogEntry[],
  filter: LogFilter,
  shown: (entry: LogEntry) => readonly string[],
): LogEntry[] => {
  const needle = filter.text.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (!filter.result || entry.result === filter.result) &&
      (!filter.decision || entry.decision === filter.decision) &&
      (!needle || shown(entry).some((text) => text.toLowerCase().includes(needle))),
  );
};

/** The texts the panel shows for an entry's codes (the message catalogue's). */
export interface LogLabels {
  column: (column: (typeof LOG_COLUMNS)[number]) => string;
  decision: (decision: CashoutDecision) => string;
  /** '' for no reason; a code the catalogue does not know is shown as it is. */
  reason: (reason: string) => string;
  result: (result: LogResult) => string;
}

export const LOG_COLUMNS = [
  'at',
  'staff',
  'user',
  'cashout',
  'amount',
  'decision',
  'reason',
  'result',
  'message',
] as const;

const csvTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'yyyy-MM-dd HH:mm:ss');
};

/** The CSV's columns: the panel's, with the amount a number and the time sortable. */
export const logCsvColumns = (labels: LogLabels): CsvColumn<LogEntry>[] => {
  const value: Record<(typeof LOG_COLUMNS)[number], CsvColumn<LogEntry>['value']> = {
    at: (entry) => csvTime(entry.at),
    staff: (entry) => entry.staff,
    user: (entry) => entry.user,
    cashout: (entry) => entry.cashoutId,
    amount: (entry) => entry.amount,
    decision: (entry) => labels.decision(entry.decision),
    reason: (entry) => labels.reason(entry.reason),
    result: (entry) => labels.result(entry.result),
    message: (entry) => entry.message,
  };
  return LOG_COLUMNS.map((column) => ({ header: labels.column(column), value: value[column] }));
};

export const logFileName = (now: Date) => `cashout-decisions-${toApiDate(now)}.csv`;
