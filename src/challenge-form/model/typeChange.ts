import type { ContestType } from '../../contract';
import type { ContestFormValues } from './types';
import { defaultsFor } from './defaults';
import { sectionOfPath, sectionsFor } from './sections';

const isPlain = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Blob) &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);

/** Leaf values by dotted path (`feedback_tags.2.name`); a file is a leaf. */
const leaves = (value: unknown, path = '', into = new Map<string, unknown>()) => {
  if (isPlain(value)) {
    for (const [key, inner] of Object.entries(value)) {
      leaves(inner, path ? `${path}.${key}` : key, into);
    }
  } else if (path) into.set(path, value);
  return into;
};

/** An empty editor holds an empty paragraph: nothing typed, like '' and null. */
const empty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/g, '').trim() === '');

const same = (a: unknown, b: unknown) => a === b || (empty(a) && empty(b));

/**
 * The sections of `type` whose content a type change would reset: where the
 * form's values differ from that type's defaults, in display order, without repeats.
 */
export const sectionsWithContent = (
  values: object,
  defaults: object,
  type: ContestType,
): string[] => {
  const now = leaves(values);
  const start = leaves(defaults);
  const found = new Set<string>();
  for (const path of new Set([...now.keys(), ...start.keys()])) {
    if (same(now.get(path), start.get(path))) continue;
    const section = sectionOfPath(type, path);
    if (section) found.add(section.key);
  }
  return sectionsFor(type)
    .map((section) => section.key)
    .filter((key) => found.has(key));
};

/**
 * The extra materials a change to `next` keeps: all of them where `next` has Extra Materials
 * (they do not depend on the type, and they are in storage already), none where it has no such
 * section (ideation, seed 001 §2): those are named among what the change resets, and deleted
 * once the author confirms (docs/decisions.md, "Extra materials and the challenge type").
 */
export const keptMaterials = (values: ContestFormValues, next: ContestType) =>
  sectionsFor(next).some((section) => section.key === 'files')
    ? values.contestfiles
    : defaultsFor(next).contestfiles;

/** What a type change resets the form to (seed 001 §4): the new type's defaults, materials kept. */
export const afterTypeChange = (
  values: ContestFormValues,
  next: ContestType,
): ContestFormValues => ({
  ...defaultsFor(next),
  contestfiles: keptMaterials(values, next),
});

/** What the change to `next` resets, compared with `type`'s defaults (what it keeps is no loss). */
export const resetByTypeChange = (
  values: ContestFormValues,
  type: ContestType,
  next: ContestType,
): string[] =>
  sectionsWithContent(
    values,
    { ...defaultsFor(type), contestfiles: keptMaterials(values, next) },
    type,
  );
