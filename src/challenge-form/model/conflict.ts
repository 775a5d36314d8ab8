import type { ContestRecord } from '../../contract/contest';
import type { ContestType } from '../../contract';
import { formValuesFromRecord, valueAt } from './fromRecord';
import { sectionOfPath, sectionsFor } from './sections';
import type { ContestFormValues } from './types';

/** Keys whose value is the address of a stored file: a server may sign it anew on every read. */
const FILE_ADDRESS = /(^|_)url$/;
/** Objects whose inner fields the form edits one by one (each with a label of its own). */
const SPLIT = new Set(['contest_layout_customization']);

/**
 * A value as a server keeps it: empty (null, '', an empty list), `_destroy: false` and an
 * unticked remove-logo mean nothing stored, keys are compared in any order, and stored files'
 * addresses are left out (the file itself is named by its key).
 */
const normalised = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof value !== 'object' || value === null) return value === '' ? null : value;
  const kept = Object.entries(value)
    .filter(
      ([key, inner]) =>
        !FILE_ADDRESS.test(key) &&
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
 * The dotted paths of what the form edits and sends for this type: the fields its sections
 * hold, the style's one by one, and never a stored file's address.
 */
export const editedPaths = (values: readonly ContestFormValues[], type: ContestType): string[] => {
  const paths = new Set<string>();
  for (const form of values)
    for (const [key, value] of Object.entries(form)) {
      if (SPLIT.has(key) && typeof value === 'object' && value !== null)
        Object.keys(value).forEach((inner) => paths.add(`${key}.${inner}`));
      else paths.add(key);
    }
  const order = sectionsFor(type);
  const place = (path: string) => order.indexOf(sectionOfPath(type, path)!);
  return [...paths]
    .filter(
      (path) =>
        !FILE_ADDRESS.test(path.split('.').pop()!) &&
        path.split('.')[0] !== 'ui' &&
        sectionOfPath(type, path) !== undefined,
    )
    .sort((a, b) => place(a) - place(b));
};

/**
 * What someone else changed in the stored challenge since `loaded` was read, among the fields
 * this form edits and sends (docs/decisions.md, "Two people editing one challenge"): dotted
 * paths in the form's order. Bookkeeping, fields the form does not show and re-signed file
 * addresses never count.
 */
export const changedFields = (loaded: ContestRecord, current: ContestRecord): string[] => {
  const before = formValuesFromRecord(loaded);
  const after = formValuesFromRecord(current);
  return changedPaths(before, after, after.contest_type);
};

/** The edited paths whose values differ between two sets of form values. */
export const changedPaths = (
  before: ContestFormValues,
  after: ContestFormValues,
  type: ContestType,
): string[] =>
  editedPaths([before, after], type).filter(
    (path) => !same(valueAt(before, path), valueAt(after, path)),
  );

/** The optimistic-locking version a record carries, if any (CONTRACT §5). */
export const lockVersionOf = (record: ContestRecord): unknown =>
  (record as Record<string, unknown>).lock_version;
