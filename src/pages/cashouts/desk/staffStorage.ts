import { readJson, userKey, writeJson } from '../../../storage/browserStorage';

/**
 * What the desk keeps in this browser, one local-storage key per staff member (the signed-in
 * user of the server context), so two people sharing a computer keep their own. Storage may
 * be off (private mode, quota): the desk then keeps nothing and goes on.
 */
export const staffKey = (what: string, userId: string | number | undefined) =>
  userKey(`admin-console:cashouts:${what}`, userId) ?? `admin-console:cashouts:${what}:anonymous`;

export const readStored = <T>(key: string, parse: (value: unknown) => T): T =>
  parse(readJson('local', key));

export const writeStored = (key: string, value: unknown) => void writeJson('local', key, value);
