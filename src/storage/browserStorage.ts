/**
 * The one module that reads and writes the browser's storage (docs/decisions.md, "Browser
 * storage"). Storage is shared with every other tab and page of the origin: it can be full,
 * refused (private mode, a setting, a sandboxed frame) or hold a value an older build or a
 * hand wrote. Here those three are handled once:
 *
 * - nothing throws: a read that fails is nothing stored, a write that fails is kept in this
 *   page's memory (read back from there until the page goes), so no screen falls;
 * - a value that is not JSON is removed and read as nothing;
 * - each trouble is told to the listeners once per page and kind (the console says it once).
 *
 * Per-user keys come from `userKey`: what one staff member keeps is never read for another.
 */

export type StorageArea = 'local' | 'session';
/** `full`: the quota is reached; `refused`: the browser allows no storage; `corrupt`: unreadable. */
export type StorageTrouble = 'full' | 'refused' | 'corrupt';

/** What a screen may read: a storage area's getItem. */
export interface StorageReader {
  getItem(key: string): string | null;
}

type Listener = (trouble: StorageTrouble) => void;

/** Values this page could not write (text), or could not remove (null), by area. */
const memory: Record<StorageArea, Map<string, string | null>> = {
  local: new Map(),
  session: new Map(),
};
const listeners = new Set<Listener>();
const told = new Set<StorageTrouble>();

const browserArea = (area: StorageArea): Storage | undefined => {
  try {
    if (typeof window === 'undefined') return undefined;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // a sandboxed frame or a blocked site: the property itself throws
    return undefined;
  }
};

const isQuotaError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (('name' in error &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')) ||
    ('code' in error && (error.code === 22 || error.code === 1014)));

const tell = (trouble: StorageTrouble) => {
  if (told.has(trouble)) return;
  told.add(trouble);
  console.warn(`Browser storage: ${trouble}; what cannot be kept is kept for this page only.`);
  for (const listener of [...listeners]) listener(trouble);
};

const troubleOf = (error: unknown): StorageTrouble => (isQuotaError(error) ? 'full' : 'refused');

/** The text under `key`, or null; what this page could not write is read from its memory. */
export const readText = (area: StorageArea, key: string): string | null => {
  const kept = memory[area];
  if (kept.has(key)) return kept.get(key) ?? null;
  try {
    return browserArea(area)?.getItem(key) ?? null;
  } catch (error) {
    tell(troubleOf(error));
    return null;
  }
};

/** Removes `key`; a browser that refuses keeps it removed for this page. */
export const removeKey = (area: StorageArea, key: string): void => {
  const storage = browserArea(area);
  try {
    storage?.removeItem(key);
    memory[area].delete(key);
  } catch (error) {
    memory[area].set(key, null);
    tell(troubleOf(error));
  }
};

/**
 * Writes `text` under `key`; true when the browser kept it. Else it is kept for this page (and
 * the trouble told once): the caller goes on as if it were stored.
 */
export const writeText = (area: StorageArea, key: string, text: string): boolean => {
  const storage = browserArea(area);
  if (!storage) {
    memory[area].set(key, text);
    tell('refused');
    return false;
  }
  try {
    storage.setItem(key, text);
    memory[area].delete(key);
    return true;
  } catch (error) {
    memory[area].set(key, text);
    tell(troubleOf(error));
    return false;
  }
};

/** The JSON value under `key`, or undefined; a value that is not JSON is removed, and told. */
export const readJson = (area: StorageArea, key: string): unknown => {
  const text = readText(area, key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    removeKey(area, key);
    tell('corrupt');
    return undefined;
  }
};

/** Writes `value` as JSON; `undefined` removes the key. True when the browser kept it. */
export const writeJson = (area: StorageArea, key: string, value: unknown): boolean => {
  if (value === undefined) {
    removeKey(area, key);
    return true;
  }
  return writeText(area, key, JSON.stringify(value));
};

/** The keys of an area that start with `prefix`, this page's memory included. */
export const keysOf = (area: StorageArea, prefix = ''): string[] => {
  const keys = new Set<string>();
  try {
    const storage = browserArea(area);
    for (let index = 0; index < (storage?.length ?? 0); index += 1) {
      const key = storage?.key(index);
      if (key?.startsWith(prefix)) keys.add(key);
    }
  } catch (error) {
    tell(troubleOf(error));
  }
  for (const [key, value] of memory[area]) {
    if (!key.startsWith(prefix)) continue;
    if (value === null) keys.delete(key);
    else keys.add(key);
  }
  return [...keys];
};

/** A reader of one area for code that takes a `getItem` (the first requests, say). */
export const readerOf = (area: StorageArea): StorageReader => ({
  getItem: (key) => readText(area, key),
});

/**
 * The key of what `namespace` keeps for one staff member (the server context's user), so two
 * people sharing a computer never read each other's. Null without a user: kept for the page only.
 */
export const userKey = (namespace: string, user: string | number | null | undefined) =>
  user === null || user === undefined || user === '' ? null : `${namespace}:${String(user)}`;

export const storageTrouble = {
  /** Called once per page for each kind of trouble met from now on. */
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** The troubles met so far on this page. */
  seen: (): readonly StorageTrouble[] => [...told],
};

/** Another tab changed `key` of local storage (a `storage` event), with its new text or null. */
export const onOtherTabChange = (listener: (key: string | null, text: string | null) => void) => {
  if (typeof window === 'undefined') return () => undefined;
  const handle = (event: StorageEvent) => {
    if (event.storageArea !== browserArea('local')) return;
    if (event.key !== null) memory.local.delete(event.key);
    listener(event.key, event.newValue);
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
};

/** Tests only: forgets this page's memory and what was told. */
export const resetStorageMemory = () => {
  memory.local.clear();
  memory.session.clear();
  told.clear();
};

/** The subset of the Web Storage API that code written against it uses. */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** An area seen through the Web Storage API, with this module's rules (nothing throws). */
export const storageOf = (area: StorageArea): KeptStorage => ({
  getItem: (key) => readText(area, key),
  setItem: (key, text) => void writeText(area, key, text),
  removeItem: (key) => removeKey(area, key),
  key: (index) => keysOf(area)[index] ?? null,
  get length() {
    return keysOf(area).length;
  },
});
