import { changedPaths } from './conflict';
import { restoredValues } from './draftFiles';
import type { StoredDraft } from './draftStore';
import { valueAt } from './fromRecord';
import type { ContestFormValues } from './types';

export interface MergedDraft {
  values: ContestFormValues;
  /** Paths both the draft and a save made since changed, each to its own value. */
  conflicts: string[];
}

/** A copy of `values` with the dotted path (a field, or a field of the style) set. */
const withValue = (values: ContestFormValues, path: string, value: unknown): ContestFormValues => {
  const [head, inner] = path.split('.') as [keyof ContestFormValues, string?];
  if (inner === undefined) return { ...values, [head]: value };
  const object = (values[head] ?? {}) as Record<string, unknown>;
  return { ...values, [head]: { ...object, [inner]: value } };
};

/**
 * What Restore puts in the form (docs/decisions.md, "A kept draft of an edit"): a draft that
 * knows the challenge it was based on gives back only what the author changed, over the form as
 * it is (the challenge as stored now); fields a later save changed too are the conflicts, holding
 * the draft's value until the author chooses. A draft without its base (a new challenge, a copy)
 * is the whole form.
 */
export const mergedDraft = (
  draft: StoredDraft,
  stored: ContestFormValues,
  form: ContestFormValues,
): MergedDraft => {
  const { base, values: mine } = draft;
  if (!base) return { values: restoredValues(mine, form), conflicts: [] };
  const type = form.contest_type;
  const authored = changedPaths(base, mine, type);
  const savedSince = new Set(changedPaths(base, stored, type));
  const differs = new Set(changedPaths(mine, stored, type));
  let values = form;
  for (const path of authored) values = withValue(values, path, valueAt(mine, path));
  const banner = mine.ui.customise_banner !== base.ui.customise_banner;
  values = {
    ...values,
    ui: {
      ...values.ui,
      customise_banner: banner ? mine.ui.customise_banner : values.ui.customise_banner,
      permissions_made_inclusion: authored.includes('contest_permissions')
        ? mine.ui.permissions_made_inclusion
        : values.ui.permissions_made_inclusion,
    },
  };
  return {
    values,
    conflicts: authored.filter((path) => savedSince.has(path) && differs.has(path)),
  };
};
