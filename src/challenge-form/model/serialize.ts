import type { ContestPermission } from '../../contract/contest';
import { joinLocations } from '../../contract';
import { restoreProtoKeys } from '../../contract/ownKeys';
import { valueAt } from './fromRecord';
import { applySendRules } from './sendRules';
import type { ContestFormValues } from './types';

/** A multipart entry: text, or a file part. */
export type Entry = [name: string, value: string | Blob];

/**
 * Never sent: helpers of the form and what only the server decides. Which challenge is saved
 * (`slug`, `id`) is set before serialising (identity.ts).
 */
const SKIPPED = new Set(['ui', 'launched']);
/** Nested values sent as JSON text (CONTRACT §6). */
const JSON_TEXT = new Set(['contest_evaluation_scheme[evaluation_rubric]']);

const scalar = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'boolean'
      ? String(value)
      : String(value);

/** Location criteria lists are joined by ', ' (CONTRACT §6). */
const permissionCriteria = (row: ContestPermission) =>
  Array.isArray(row.criteria) ? joinLocations(row.criteria) : row.criteria;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

const encode = (name: string, value: unknown, entries: Entry[], skip: Set<string>) => {
  if (value === undefined || skip.has(name)) return;
  if (value instanceof Blob) {
    entries.push([name, value]);
    return;
  }
  if (JSON_TEXT.has(name)) {
    entries.push([name, JSON.stringify(value)]);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((row: unknown, index) => {
      // A row added then removed was never saved: there is nothing to destroy. A stored file
      // (a material, by key) removed in the form is sent marked, so the server drops it.
      if (isPlainObject(row) && row._destroy && row.id == null && row.key == null) return;
      encode(`${name}[${index}]`, row, entries, skip);
    });
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      // An empty file slot is left out: the server keeps what it has.
      if (inner === null && (key === 'custom_banner_logo' || key === 'snapshot_pic')) continue;
      encode(`${name}[${key}]`, inner, entries, skip);
    }
    return;
  }
  entries.push([name, scalar(value)]);
};

/**
 * The challenge form as CONTRACT §6 multipart entries: brackets for nested objects, indexed
 * brackets for lists, true/false, decimal numbers, files as parts, `percentile_50`, location
 * criteria joined by ', ', the rubric as JSON text, removed saved rows with `_destroy`; the
 * form's own rules applied first (sendRules.ts).
 */
export const serializeContest = (held: ContestFormValues): Entry[] => {
  // The keys the form held under a stand-in go out as the server sent them (ownKeys.ts).
  const form = restoreProtoKeys(held);
  const values = applySendRules(form);
  const entries: Entry[] = [];
  // A field the console could not read and the author left alone is not sent: the server keeps it.
  const skip = new Set(
    Object.entries(form.ui.unreadable ?? {})
      .filter(([path, shown]) => (JSON.stringify(valueAt(form, path)) ?? '') === shown)
      .map(([path]) => path.replace(/\.([^.]+)/g, '[$1]')),
  );
  for (const [key, value] of Object.entries(values)) {
    if (SKIPPED.has(key) || skip.has(key)) continue;
    if (key === 'snapshot_pic' && !(value instanceof Blob)) continue;
    if (key === 'reward_policy' && value === 'percentile_') {
      entries.push([key, `percentile_${scalar(values.percentile_number)}`]);
      continue;
    }
    if (key === 'contest_permissions') {
      const rows = (value as ContestPermission[] | undefined) ?? [];
      encode(
        key,
        rows.map((row) => ({ ...row, criteria: permissionCriteria(row) })),
        entries,
        skip,
      );
      continue;
    }
    encode(key, value, entries, skip);
  }
  return entries;
};

export const toFormData = (entries: Entry[]): FormData => {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (value instanceof File) form.append(name, value, value.name);
    else form.append(name, value);
  }
  return form;
};
