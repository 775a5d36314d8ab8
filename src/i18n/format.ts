/** Replaces `%{name}` in a catalogue text, for code outside react-admin (the solver area). */
export const interpolate = (text: string, values: Record<string, string | number> = {}): string =>
  text.replace(/%\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
