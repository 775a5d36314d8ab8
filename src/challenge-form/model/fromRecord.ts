import type { ContestPermission, ContestRecord } from '../../contract/contest';
import { sanitizeRichText } from '../../ui/html/sanitize';
import { LOCATION_SEPARATOR, splitLocations } from '../../contract';
import { hideProtoKeys, ownValue, setOwn } from '../../contract/ownKeys';
import { defaultsFor } from './defaults';
import { asInclusion } from './sendRules';
import type { ContestFormValues } from './types';

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/**
 * The record without the edge's `_unreadable` notes, and the dotted paths of the fields they
 * name: those fields show the type's default, and go back only if changed.
 */
const withoutUnreadable = (value: unknown, prefix = ''): [unknown, string[]] => {
  if (!isTree(value)) return [value, []];
  const paths = Object.keys(isTree(value._unreadable) ? value._unreadable : {}).map(
    (key) => prefix + key,
  );
  const clean: Tree = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '_unreadable') continue;
    const [field, below] = withoutUnreadable(inner, `${prefix}${key}.`);
    setOwn(clean, key, field);
    paths.push(...below);
  }
  return [clean, paths];
};

/** The value at a dotted path (own properties only: a key named `constructor` is data). */
export const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => ownValue(node, key), values);

/** Indexes of location rows loaded as exclusions: they are made inclusions, and the row says so. */
const loadedAsExclusion = (rows: ContestPermission[]) =>
  rows.flatMap((row, index) =>
    row.category === 'location' && row.permission_type !== 'inclusion' ? [index] : [],
  );

const splitCriteria = (row: ContestPermission, known: readonly string[]): ContestPermission => {
  if (row.category !== 'location' || Array.isArray(row.criteria)) return row;
  return { ...row, criteria: splitLocations(row.criteria ?? '', known) };
};

/** Whether reading the record needs the location list: a location row holds names joined in one text. */
export const holdsJoinedLocations = (record: ContestRecord): boolean =>
  (record.contest_permissions ?? []).some(
    (row) =>
      row.category === 'location' &&
      typeof row.criteria === 'string' &&
      row.criteria.includes(LOCATION_SEPARATOR),
  );

/**
 * A loaded record as form values: the type's defaults under it (so every input has a value),
 * `percentile_50` split back into policy and number, location criteria as lists, location rows
 * as inclusions. `knownLocations` (the location list's values) reads location names that hold
 * ', ' as one name.
 */
export const formValuesFromRecord = (
  loaded: ContestRecord,
  knownLocations: readonly string[] = [],
): ContestFormValues => {
  const [clean, unreadable] = withoutUnreadable(loaded);
  const values = fromReadable(clean as ContestRecord, knownLocations);
  // What the form shows in place of each unreadable field: unchanged, it is not sent.
  values.ui.unreadable = Object.fromEntries(
    unreadable.map((path) => [path, JSON.stringify(valueAt(values, path)) ?? '']),
  );
  // react-hook-form copies the values without `__proto__` keys: they ride under a stand-in
  // until serializeContest sends them (ownKeys.ts).
  return hideProtoKeys(values);
};

const fromReadable = (
  record: ContestRecord,
  knownLocations: readonly string[],
): ContestFormValues => {
  const defaults = defaultsFor(record.contest_type);
  const percentile = /^percentile_(\d+)$/.exec(String(record.reward_policy));
  const permissions = record.contest_permissions ?? [];
  const layout = {
    ...defaults.contest_layout_customization!,
    ...record.contest_layout_customization,
  };
  return {
    ...defaults,
    ...record,
    ...(percentile
      ? { reward_policy: 'percentile_', percentile_number: Number(percentile[1]) }
      : {}),
    // Rich text from the server is sanitised before the editor (or anything else) shows it.
    description: sanitizeRichText(record.description ?? ''),
    short_description:
      record.short_description == null
        ? record.short_description
        : sanitizeRichText(record.short_description),
    contest_evaluation_scheme:
      record.contest_evaluation_scheme ?? defaults.contest_evaluation_scheme,
    target_problem_solvers: record.target_problem_solvers ?? defaults.target_problem_solvers,
    feedback_tags: (record.feedback_tags ?? defaults.feedback_tags ?? []).map((tag) => ({
      ...tag,
      _destroy: tag._destroy ?? false,
    })),
    contest_permissions: permissions.map((row) => asInclusion(splitCriteria(row, knownLocations))),
    supplemental_submission_fields: record.supplemental_submission_fields ?? [],
    deliverable_submission_fields: record.deliverable_submission_fields ?? [],
    contest_layout_customization: layout,
    contestfiles: record.contestfiles ?? [],
    ui: {
      customise_banner: Boolean(layout.custom_banner_color),
      permissions_made_inclusion: loadedAsExclusion(permissions),
    },
  };
};
