/** A value in a sentence: text and finite numbers as they are, anything else (a server's odd value) empty. */
const shown = (value: unknown): string =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? String(value)
    : '';

/** Replaces `%{name}` in a catalogue text, for code outside react-admin (the solver area). */
export const interpolate = (text: string, values: Record<string, unknown> = {}): string =>
  text.replace(/%\{(\w+)\}/g, (match, name: string) =>
    name in values ? shown(values[name]) : match,
  );
