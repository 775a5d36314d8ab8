/**
 * What the desk keeps in this browser, one localStorage key per staff member (the signed-in
 * user of the server context), so two people sharing a computer keep their own. Storage may
 * be off (private mode, quota): the desk then keeps nothing and goes on.
 */
export const staffKey = (what: string, userId: string | number | undefined) =>
  `admin-console:cashouts:${what}:${userId ?? 'anonymous'}`;

export const readStored = <T>(key: string, parse: (value: unknown) => T): T => {
  try {
    const text = localStorage.getItem(key);
    return parse(text === null ? undefined : (JSON.parse(text) as unknown));
  } catch {
    return parse(undefined);
  }
};

export const writeStored = (key: string, value: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Remembering is a convenience.
  }
};
