import { format } from 'date-fns';
import { isDisplayDate, readDisplayDate } from '../../../contract/openShapes';
import { formatText } from '../../../ui/format';

/** The two last-updated values as parsed (an ISO date or a display text), or as a test gives them. */
export interface UpdatedValues {
  updatedAt?: unknown;
  updatedAtTimestamp?: unknown;
}

/** An ISO date read from a display value, if it holds one (epoch seconds or ms, ISO, a day). */
const dateOf = (value: unknown): Date | null => {
  if (value === 0 || value === '0') return null;
  const read = readDisplayDate(value);
  return isDisplayDate(read) ? new Date(read) : null;
};

/** When the stats were computed: `updatedAtTimestamp` first, else `updatedAt`, when either is a date. */
export const statsUpdatedAt = (stats: UpdatedValues): Date | null =>
  dateOf(stats.updatedAtTimestamp) ?? dateOf(stats.updatedAt);

/** `Nov 21, 2026 at 5:40 AM`, or the server's own text when neither value is a date. */
export const formatUpdatedAt = (stats: UpdatedValues): string | null => {
  const date = statsUpdatedAt(stats);
  if (date) return format(date, "MMM d, yyyy 'at' h:mm a");
  const asText = (value: unknown) => (typeof value === 'number' ? '' : formatText(value));
  return asText(stats.updatedAt) || asText(stats.updatedAtTimestamp) || null;
};
