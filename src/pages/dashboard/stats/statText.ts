import type { StatsRead } from '../calls';
import { unreadableValue } from '../../../ui/unreadable';

export type StatField = Exclude<keyof StatsRead, '_unreadable'>;

/**
 * A figure as shown: formatted, or null when the server sent it in no form the console can read
 * (missing, null, text that is no number). The other figures show whatever this one holds.
 */
export const statText = (
  stats: StatsRead | undefined,
  field: StatField,
  format: (value: unknown) => string,
): string | null => (stats && unreadableValue(stats, field) ? null : format(stats?.[field]));
