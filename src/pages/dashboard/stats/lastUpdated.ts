import { format, isValid, parseISO } from 'date-fns';
import type { Stats } from '../../../contract';
import { formatText } from '../../../ui/format';

/** Rails sends epoch seconds; a value this large can only be milliseconds. */
const MILLISECONDS_FROM = 1e12;

/** When the stats were computed: `updatedAtTimestamp` (seconds or ms) first, else the `updatedAt` text. */
export const statsUpdatedAt = (
  stats: Pick<Stats, 'updatedAt' | 'updatedAtTimestamp'>,
): Date | null => {
  const stamp = stats.updatedAtTimestamp;
  if (typeof stamp === 'number' && Number.isFinite(stamp) && stamp > 0) {
    return new Date(stamp >= MILLISECONDS_FROM ? stamp : stamp * 1000);
  }
  if (typeof stats.updatedAt === 'string' && stats.updatedAt) {
    const parsed = parseISO(stats.updatedAt);
    return isValid(parsed) ? parsed : null;
  }
  return null;
};

/** `Nov 21, 2026 at 5:40 AM`, or the server's own text when it is no date. */
export const formatUpdatedAt = (
  stats: Pick<Stats, 'updatedAt' | 'updatedAtTimestamp'>,
): string | null => {
  const date = statsUpdatedAt(stats);
  if (date) return format(date, "MMM d, yyyy 'at' h:mm a");
  return formatText(stats.updatedAt) || null;
};
