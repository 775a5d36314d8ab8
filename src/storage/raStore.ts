import type { Store } from 'react-admin';
import {
  keysOf,
  onOtherTabChange,
  readJson,
  readText,
  removeKey,
  writeJson,
  writeText,
} from './browserStorage';

const PREFIX = 'RaStore';
const VERSION = '1';
const keyOf = (key: string) => `${PREFIX}.${key}`;

/**
 * react-admin's store (list params, sidebar, theme, columns…) kept through the one storage module
 * under react-admin's own keys (`RaStore.<key>`), so that a full, refused or corrupt storage never
 * throws inside react-admin: what cannot be written is kept for the page, and told once.
 * react-admin's `localStorageStore` throws on a full storage and keeps an unreadable value as text.
 */
export const consoleStore = (): Store => {
  const subscriptions = new Map<symbol, { key: string; callback: (value: unknown) => void }>();
  const publish = (key: string, value: unknown) => {
    for (const subscription of [...subscriptions.values()])
      if (subscription.key === key) subscription.callback(value);
  };
  let stopListening: (() => void) | undefined;
  return {
    setup() {
      const stored = readText('local', keyOf('version'));
      if (stored !== null && stored !== VERSION)
        for (const key of keysOf('local', `${PREFIX}.`)) removeKey('local', key);
      writeText('local', keyOf('version'), VERSION);
      // Another tab's change reaches this tab's subscribers, as react-admin's own store does.
      stopListening = onOtherTabChange((fullKey) => {
        if (!fullKey?.startsWith(`${PREFIX}.`)) return;
        const key = fullKey.slice(PREFIX.length + 1);
        publish(key, readJson('local', fullKey) ?? undefined);
      });
    },
    teardown() {
      stopListening?.();
    },
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      const value = readJson('local', keyOf(key));
      return value === undefined || value === null ? defaultValue : (value as T);
    },
    setItem<T>(key: string, value: T) {
      writeJson('local', keyOf(key), value);
      publish(key, value);
    },
    removeItem(key: string) {
      removeKey('local', keyOf(key));
      publish(key, undefined);
    },
    removeItems(keyPrefix: string) {
      for (const fullKey of keysOf('local', keyOf(keyPrefix))) {
        removeKey('local', fullKey);
        publish(fullKey.slice(PREFIX.length + 1), undefined);
      }
    },
    reset() {
      for (const fullKey of keysOf('local', `${PREFIX}.`)) {
        if (fullKey === keyOf('version')) continue;
        removeKey('local', fullKey);
        publish(fullKey.slice(PREFIX.length + 1), undefined);
      }
    },
    subscribe(key: string, callback: (value: unknown) => void) {
      const id = Symbol(key);
      subscriptions.set(id, { key, callback });
      return () => void subscriptions.delete(id);
    },
    listItems(keyPrefix = '') {
      const items: Record<string, unknown> = {};
      for (const fullKey of keysOf('local', keyOf(keyPrefix))) {
        if (fullKey === keyOf('version')) continue;
        items[fullKey.slice(PREFIX.length + 1)] = readJson('local', fullKey);
      }
      return items;
    },
  };
};
