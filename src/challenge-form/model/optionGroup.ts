import { setOwn } from '../../contract/ownKeys';

/**
 * A lookup's option groups: a map of label to options, stored as JSON text (seed 001 §3),
 * edited as lines of `Label: option, option`.
 */
export const optionGroupToLines = (json: string | null | undefined): string => {
  if (!json) return '';
  try {
    const groups = JSON.parse(json) as Record<string, string[]>;
    return Object.entries(groups)
      .map(([label, options]) => `${label}: ${(Array.isArray(options) ? options : []).join(', ')}`)
      .join('\n');
  } catch {
    return json;
  }
};

export const linesToOptionGroup = (text: string): string | null => {
  const groups: Record<string, string[]> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const label = line.slice(0, at).trim();
    const options = line
      .slice(at + 1)
      .split(',')
      .map((option) => option.trim())
      .filter(Boolean);
    if (label) setOwn(groups, label, options);
  }
  return Object.keys(groups).length > 0 ? JSON.stringify(groups) : null;
};
