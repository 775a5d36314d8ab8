import { sanitizeRichText } from '../../ui/html/sanitize';
import type { ContestPermission, ContestRecord } from '../../contract';
import { defaultsFor } from './defaults';
import { asInclusion } from './sendRules';
import type { ContestFormValues } from './types';

/** Indexes of location rows loaded as exclusions: they are made inclusions, and the row says so. */
const loadedAsExclusion = (rows: ContestPermission[]) =>
  rows.flatMap((row, index) =>
    row.category === 'location' && row.permission_type !== 'inclusion' ? [index] : [],
  );

const splitCriteria = (row: ContestPermission): ContestPermission => {
  if (row.category !== 'location' || Array.isArray(row.criteria)) return row;
  return { ...row, criteria: row.criteria ? row.criteria.split(', ').filter(Boolean) : [] };
};

/**
 * A loaded record as form values: the type's defaults under it (so every input has a value),
 * `percentile_50` split back into policy and number, location criteria as lists, location rows
 * as inclusions.
 */
export const formValuesFromRecord = (record: ContestRecord): ContestFormValues => {
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
    contest_permissions: permissions.map((row) => asInclusion(splitCriteria(row))),
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
