import type { DraftFileSlot, StoredDraft } from './draftStore';
import type { ContestFormValues } from './types';

const fileName = (value: unknown) => (value instanceof File ? value.name : undefined);

const chosenFiles = (values: ContestFormValues): Partial<Record<DraftFileSlot, File>> => {
  const image = values.snapshot_pic;
  const logo = values.contest_layout_customization?.custom_banner_logo;
  return {
    ...(image instanceof File ? { snapshot_pic: image } : {}),
    ...(logo instanceof File ? { custom_banner_logo: logo } : {}),
  };
};

/**
 * What a draft can keep of the form: everything but chosen files (local storage holds text),
 * whose names it notes so the offer can say so. Stored image addresses are text, and kept.
 */
export const draftOf = (
  values: ContestFormValues,
): { values: ContestFormValues; lostFiles: StoredDraft['lostFiles'] } => {
  const names: Partial<Record<DraftFileSlot, string>> = {};
  for (const [slot, file] of Object.entries(chosenFiles(values)))
    names[slot as DraftFileSlot] = fileName(file);
  return {
    values: {
      ...values,
      snapshot_pic: null,
      contest_layout_customization: values.contest_layout_customization && {
        ...values.contest_layout_customization,
        custom_banner_logo: null,
      },
    },
    lostFiles: names,
  };
};

/**
 * The draft's values over the form, keeping the files the form holds now (chosen before Restore
 * was pressed): the draft has none to put in their place.
 */
export const restoredValues = (
  draft: ContestFormValues,
  current: ContestFormValues,
): ContestFormValues => {
  const files = chosenFiles(current);
  return {
    ...draft,
    snapshot_pic: files.snapshot_pic ?? draft.snapshot_pic ?? null,
    contest_layout_customization: draft.contest_layout_customization && {
      ...draft.contest_layout_customization,
      custom_banner_logo:
        files.custom_banner_logo ?? draft.contest_layout_customization.custom_banner_logo ?? null,
    },
  };
};

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || value === false;

const normalised = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => !blank(inner))
      .map(([key, inner]) => [key, normalised(inner)]),
  );
};

/**
 * What counts as typed work when a draft is compared with the form as it opened: inputs that
 * fill an absent value with null, '' or false on mount (a loaded row's `group_id`, a tag's
 * `_destroy`) have changed nothing.
 */
export const workOf = (kept: ReturnType<typeof draftOf>) => JSON.stringify(normalised(kept));
