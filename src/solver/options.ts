import type { SupplementalSubmissionField } from '../contract/contestFields';

export interface OptionGroup {
  label: string | null;
  options: string[];
}

const lines = (text?: string | null) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A field's choices: `option_group` (JSON text, label → options) when it holds any, else `options` (one a line). */
export const optionGroups = (field: SupplementalSubmissionField): OptionGroup[] => {
  if (field.option_group) {
    try {
      const parsed: unknown = JSON.parse(field.option_group);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const groups = Object.entries(parsed as Record<string, unknown>).map(
          ([label, options]) => ({
            label,
            options: Array.isArray(options) ? options.map(String) : lines(String(options ?? '')),
          }),
        );
        if (groups.some((group) => group.options.length > 0)) return groups;
      }
    } catch {
      // Not JSON: fall back to the plain options.
    }
  }
  return [{ label: null, options: lines(field.options) }];
};

export const allOptions = (field: SupplementalSubmissionField): string[] =>
  optionGroups(field).flatMap((group) => group.options);
