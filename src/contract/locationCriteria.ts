/**
 * Location criteria travel as one text, the names joined by ', ' (seed 001 §7, CONTRACT §6),
 * while a name may itself hold ', ' ("Korea, Republic of"). Reading the text back matches the
 * known names first, longest first, and splits only what is left at each ', '.
 */
export const LOCATION_SEPARATOR = ', ';

export const joinLocations = (names: readonly string[]): string => names.join(LOCATION_SEPARATOR);

/** The names a joined text holds; `known` is the location list (any order, any size). */
export const splitLocations = (text: string, known: Iterable<string> = []): string[] => {
  const withComma = [...new Set(known)]
    .filter((name) => name.includes(LOCATION_SEPARATOR))
    .sort((a, b) => b.length - a.length);
  const names: string[] = [];
  let rest = text;
  while (rest !== '') {
    const match = withComma.find(
      (name) => rest === name || rest.startsWith(name + LOCATION_SEPARATOR),
    );
    const end = rest.indexOf(LOCATION_SEPARATOR);
    const name = match ?? (end < 0 ? rest : rest.slice(0, end));
    if (name !== '') names.push(name);
    rest = rest.slice(name.length + LOCATION_SEPARATOR.length);
  }
  return names;
};
