import { EMPTY_STORE, storeKey, type ViewStore } from './model';
import { createListeners } from '../listeners';
import { onOtherTabChange, readText, removeKey, writeJson } from '../../storage/browserStorage';

/**
 * The signed-in staff member's views in the browser's local storage (src/storage), one key per user: kept after sign-out and
 * across tabs, never read for another user. Without a user in the server context they are kept
 * for the page only (docs/decisions.md, "Saved views and chosen columns").
 *
 * A stored text is read with the store's schema (./storeSchema), which loads the first time
 * there is one to read: a staff member with nothing stored never fetches it, and until it is in
 * `get` answers null (the list holds its rows rather than showing columns it may not keep).
 */
type Schema = typeof import('./storeSchema');

const cache = new Map<string, ViewStore>();
/** Users whose stored views could not be read and were reset: told until they close the note. */
const resetUsers = new Set<string>();
const listeners = createListeners();
let schema: Schema | null = null;
let schemaLoading: Promise<Schema> | null = null;
/** The schema's code did not arrive: lists show their defaults until a change asks again. */
let schemaFailed = false;

const keyOf = (user: string | null) => (user === null ? '' : storeKey(user));

const storedText = (user: string | null): string | null => {
  if (user === null) return null;
  return readText('local', storeKey(user));
};

const { notify } = listeners;

const loadSchema = (): Promise<Schema> => {
  schemaLoading ??= import('./storeSchema').then(
    (module) => {
      schema = module;
      schemaFailed = false;
      notify();
      return module;
    },
    (error: unknown) => {
      schemaLoading = null;
      schemaFailed = true;
      notify();
      throw error;
    },
  );
  return schemaLoading;
};

/** Reads the user's stored text with the schema; what cannot be read is removed, and told. */
const readWith = ({ parseStore }: Schema, user: string | null, text: string): ViewStore => {
  const { store, reset } = parseStore(text);
  if (reset && user !== null) {
    resetUsers.add(user);
    removeKey('local', storeKey(user));
  }
  cache.set(keyOf(user), store);
  return store;
};

export const viewStore = {
  /** The user's views, or null while the schema that reads them is on its way. */
  get(user: string | null): ViewStore | null {
    const cached = cache.get(keyOf(user));
    if (cached) return cached;
    const text = storedText(user);
    if (text === null) {
      cache.set(keyOf(user), EMPTY_STORE);
      return EMPTY_STORE;
    }
    if (schema) return readWith(schema, user, text);
    if (schemaFailed) return EMPTY_STORE;
    void loadSchema().catch(() => undefined);
    return null;
  },
  /** The user's views once read: what a change starts from. */
  async load(user: string | null): Promise<ViewStore> {
    const now = viewStore.get(user);
    if (now && !schemaFailed) return now;
    await loadSchema();
    return viewStore.get(user) ?? EMPTY_STORE;
  },
  set(user: string | null, store: ViewStore) {
    cache.set(keyOf(user), store);
    // A full or refused storage keeps it for this page, and says so once.
    if (user !== null) writeJson('local', storeKey(user), store);
    notify();
  },
  /** Whether the user's stored views were unreadable and reset (and the note not yet closed). */
  wasReset: (user: string | null): boolean => user !== null && resetUsers.has(user),
  /** The note of a reset is closed. */
  closeReset(user: string | null) {
    if (user !== null && resetUsers.delete(user)) notify();
  },
  subscribe: listeners.subscribe,
};

// Another tab's change is read again.
onOtherTabChange((key) => {
  if (key === null || key.startsWith(storeKey(''))) {
    if (key === null) cache.clear();
    else cache.delete(key);
    notify();
  }
});
