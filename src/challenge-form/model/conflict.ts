import type { ContestRecord } from '../../contract';

/** What changes on every save without being the author's work. */
const BOOKKEEPING = new Set(['lock_version', 'updated_at', 'updatedAt', '_unreadable']);

/**
 * A value as a server keeps it: empty (null, '', an empty list), `_destroy: false` and an
 * unticked remove-logo mean nothing stored, and keys are compared in any order.
 */
const normalised = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof value !== 'object' || value === null) return value === '' ? null : value;
  const kept = Object.entries(value)
    .filter(
      ([key, inner]) =>
        inner !== null &&
        inner !== undefined &&
        inner !== '' &&
        !(Array.isArray(inner) && inner.length === 0) &&
        !(inner === false && (key === '_destroy' || key === 'remove_custom_banner_logo')),
    )
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(kept.map(([key, inner]) => [key, normalised(inner)]));
};

const same = (a: unknown, b: unknown) =>
  JSON.stringify(normalised(a) ?? null) === JSON.stringify(normalised(b) ?? null);

/**
 * The fields of a stored challenge that someone else changed since `loaded` was read
 * (issue 23 item 10): top-level names, in the record's order, without the bookkeeping that
 * every save changes.
 */
export const changedFields = (loaded: ContestRecord, current: ContestRecord): string[] => {
  const keys = new Set([...Object.keys(current), ...Object.keys(loaded)]);
  return [...keys].filter(
    (key) =>
      !BOOKKEEPING.has(key) &&
      !same((loaded as Record<string, unknown>)[key], (current as Record<string, unknown>)[key]),
  );
};

/** The optimistic-locking version a record carries, if any (CONTRACT §5). */
export const lockVersionOf = (record: ContestRecord): unknown =>
  (record as Record<string, unknown>).lock_version;
