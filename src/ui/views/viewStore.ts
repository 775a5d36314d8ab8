import { EMPTY_STORE, parseStore, storeKey, type ViewStore } from './model';

/**
 * The signed-in staff member's views in localStorage, one key per user: kept after sign-out and
 * across tabs, never read for another user. Without a user in the server context they are kept
 * for the page only (docs/decisions.md, "Saved views and chosen columns").
 */
const cache = new Map<string, ViewStore>();
/** Users whose stored views could not be read and were reset: told once, on their next list. */
const resetUsers = new Set<string>();
const listeners = new Set<() => void>();

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

const notify = () => listeners.forEach((listener) => listener());

export const viewStore = {
  get(user: string | null): ViewStore {
    const key = user === null ? '' : storeKey(user);
    const cached = cache.get(key);
    if (cached) return cached;
    let text: string | null = null;
    if (user !== null) {
      try {
        text = storage()?.getItem(key) ?? null;
      } catch {
        text = null;
      }
    }
    const { store, reset } = parseStore(text);
    if (reset && user !== null) {
      resetUsers.add(user);
      try {
        storage()?.removeItem(key);
      } catch {
        // the store is read as empty whatever the browser allows
      }
    }
    cache.set(key, store);
    return store;
  },
  set(user: string | null, store: ViewStore) {
    const key = user === null ? '' : storeKey(user);
    cache.set(key, store);
    if (user !== null) {
      try {
        storage()?.setItem(key, JSON.stringify(store));
      } catch {
        // full or refused storage: kept for this page
      }
    }
    notify();
  },
  /** True once after the user's store was reset. */
  takeReset(user: string | null): boolean {
    if (user === null || !resetUsers.has(user)) return false;
    resetUsers.delete(user);
    return true;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

// Another tab's change is read again.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(storeKey(''))) {
      if (event.key === null) cache.clear();
      else cache.delete(event.key);
      notify();
    }
  });
}

export { EMPTY_STORE };
