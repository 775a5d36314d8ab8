import type { FieldErrors } from 'react-hook-form';
import type { ContestType } from '../../contract';
import type { SectionKey } from './sectionKeys';
import { sectionOfPath, type GroupKey } from './sections';

export interface ErrorEntry {
  section: SectionKey;
  group: GroupKey;
  /** The first field of the section with an error: focused when the entry is followed. */
  path: string;
}

/** Dotted paths of every error leaf in react-hook-form's nested errors object. */
export const errorPaths = (
  errors: FieldErrors | Record<string, unknown>,
  prefix = '',
): string[] => {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (
      'message' in value &&
      ('type' in value || typeof (value as { message: unknown }).message !== 'object')
    )
      paths.push(path);
    else paths.push(...errorPaths(value as Record<string, unknown>, path));
  }
  return paths;
};

/** One entry per section with an error, in the order the sections show. */
export const errorEntries = (
  type: ContestType,
  paths: string[],
  order: readonly string[],
): ErrorEntry[] => {
  const entries = new Map<SectionKey, ErrorEntry>();
  for (const path of paths) {
    const section = sectionOfPath(type, path);
    if (section && !entries.has(section.key))
      entries.set(section.key, { section: section.key, group: section.group, path });
  }
  return [...entries.values()].sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
};

/**
 * A server error mapped onto the form: each dotted path with its message (arrays already joined
 * by the HTTP client), and a text for the form when the server sent a plain string.
 */
export const serverErrorsToForm = (
  fieldErrors: Record<string, string>,
  formError: string | undefined,
): { fields: [string, string][]; text: string | null } => ({
  fields: Object.entries(fieldErrors),
  text: formError ?? null,
});
