import type { ContestRecord } from '../../contract/contest';
import type { FormMode } from './types';

type Tree = Record<string, unknown>;

/** The record's own marks: which stored challenge it is, its version, and whether it launched. */
const RECORD_IDENTITY = ['id', 'slug', 'lock_version', 'launched'] as const;
/** Lists whose rows the server stores by id (Rails nested attributes). */
const ROW_LISTS = [
  'feedback_tags',
  'contest_permissions',
  'supplemental_submission_fields',
  'deliverable_submission_fields',
  'contestfiles',
] as const;
/** Objects stored as rows of their own: their id names the source's row. */
const OWN_ROWS = ['contest_evaluation_scheme', 'contest_layout_customization'] as const;

const withoutId = (row: unknown): unknown => {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
  const copy: Tree = { ...(row as Tree) };
  delete copy.id;
  return copy;
};

/**
 * The record with nothing that names a stored challenge or one of its rows (docs/decisions.md,
 * "A copy is new"): whatever a server put in it, a POST of what is left creates.
 */
export const withoutIdentity = <T extends ContestRecord>(record: T): T => {
  const copy: Tree = { ...record };
  for (const key of RECORD_IDENTITY) delete copy[key];
  for (const key of ROW_LISTS)
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(withoutId);
  for (const key of OWN_ROWS) if (copy[key] !== undefined) copy[key] = withoutId(copy[key]);
  return copy as T;
};

/**
 * What the clone form starts from: the source without its identity and without its Custom URL
 * (a Custom URL names one challenge), never launched, so its rubric is the copy's to edit.
 */
export const asCopy = (source: ContestRecord): ContestRecord => ({
  ...withoutIdentity(source),
  url_title: null,
});

/**
 * The values a save sends, told which challenge they are (docs/contract.md, "Which challenge a
 * save updates"): an edit names the slug it was loaded by (the address) and keeps the record's
 * id when it carried one; a new challenge or a copy names none.
 */
export const withSaveIdentity = <T extends ContestRecord>(
  values: T,
  mode: FormMode,
  addressSlug: string,
): T => {
  if (mode !== 'edit') return withoutIdentity(values);
  return addressSlug === '' ? values : { ...values, slug: addressSlug };
};
