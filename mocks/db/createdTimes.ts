import type { RowId, Table } from './table';

/** When rows were created, sorted, so a period's count is two binary searches instead of a scan. */
export interface CreatedTimes {
  /** Epoch ms, ascending; rows with an unreadable date are left out (they never fall in a period). */
  readonly sorted: Float64Array;
}

/** Memoised on the table (rebuilt after a write): the creation times of `rows(table)`. */
export const createdTimes = <T extends { id: RowId; createdAt: string }>(
  table: Table<T>,
  name: string,
  rows: (table: Table<T>) => readonly T[],
): CreatedTimes =>
  table.memo(`createdTimes:${name}`, () => {
    const times = rows(table)
      .map((row) => new Date(row.createdAt).getTime())
      .filter((time) => !Number.isNaN(time));
    return { sorted: Float64Array.from(times).sort() };
  });

/** How many times are before `time` (strictly). */
export const countBefore = ({ sorted }: CreatedTimes, time: number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < time) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** How many times are in [from, to). */
export const countBetween = (times: CreatedTimes, from: Date, to: Date): number =>
  to <= from ? 0 : countBefore(times, to.getTime()) - countBefore(times, from.getTime());
