import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  keysOf,
  readJson,
  readText,
  removeKey,
  resetStorageMemory,
  storageTrouble,
  userKey,
  writeJson,
  writeText,
  type StorageTrouble,
} from '../../../src/storage/browserStorage';
import { consoleStore } from '../../../src/storage/raStore';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** Every write of local storage fails from now on, as on a full storage. */
const fillStorage = (error: () => Error = quotaError) =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw error();
  });

const troubles = () => {
  const told: StorageTrouble[] = [];
  const stop = storageTrouble.subscribe((trouble) => told.push(trouble));
  return { told, stop };
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStorageMemory();
});
afterEach(() => vi.restoreAllMocks());

describe('the one storage module', () => {
  it('writes and reads back JSON, and removes', () => {
    expect(writeJson('local', 'a', { b: [1, 'two'] })).toBe(true);
    expect(localStorage.getItem('a')).toBe('{"b":[1,"two"]}');
    expect(readJson('local', 'a')).toEqual({ b: [1, 'two'] });
    removeKey('local', 'a');
    expect(readJson('local', 'a')).toBeUndefined();
    expect(writeJson('session', 's', 1)).toBe(true);
    expect(sessionStorage.getItem('s')).toBe('1');
  });

  it('keeps for this page what a full storage refuses, never throws, and tells it once', () => {
    const { told } = troubles();
    fillStorage();
    expect(writeJson('local', 'views', { n: 1 })).toBe(false);
    expect(writeJson('local', 'views', { n: 2 })).toBe(false);
    expect(writeText('local', 'other', 'x')).toBe(false);
    // Read back from memory, as if stored, for as long as the page lives.
    expect(readJson('local', 'views')).toEqual({ n: 2 });
    expect(readText('local', 'other')).toBe('x');
    expect(keysOf('local').sort()).toEqual(['other', 'views']);
    expect(told).toEqual(['full']);
    expect(storageTrouble.seen()).toEqual(['full']);
  });

  it('says refused, not full, for a storage the browser does not allow', () => {
    const { told } = troubles();
    fillStorage(() => new DOMException('The operation is insecure.', 'SecurityError'));
    expect(writeText('local', 'a', '1')).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readText('local', 'never-written')).toBeNull();
    expect(told).toEqual(['refused']);
  });

  it('a later write that the browser keeps replaces what was kept in memory', () => {
    const full = fillStorage();
    writeText('local', 'a', 'memory');
    full.mockRestore();
    expect(writeText('local', 'a', 'stored')).toBe(true);
    expect(localStorage.getItem('a')).toBe('stored');
    expect(readText('local', 'a')).toBe('stored');
  });

  it('removes a value that is not JSON and reads it as nothing', () => {
    const { told } = troubles();
    localStorage.setItem('broken', '{"half":');
    expect(readJson('local', 'broken')).toBeUndefined();
    expect(localStorage.getItem('broken')).toBeNull();
    expect(told).toEqual(['corrupt']);
  });

  it('reads any text a hand or an older build left without throwing, keys such as __proto__ as data', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        localStorage.setItem('any', text);
        const value = readJson('local', 'any');
        expect(Object.getPrototypeOf({})).toBe(Object.prototype);
        return value === undefined || JSON.stringify(value) !== undefined;
      }),
    );
    localStorage.setItem('proto', '{"__proto__":{"polluted":true}}');
    const value = readJson('local', 'proto') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keys per staff member; without one, none', () => {
    expect(userKey('console:views', 7)).toBe('console:views:7');
    expect(userKey('console:views', 'ann@example.com')).toBe('console:views:ann@example.com');
    expect(userKey('console:views', undefined)).toBeNull();
    expect(userKey('console:views', null)).toBeNull();
    expect(userKey('console:views', '')).toBeNull();
  });
});

describe("react-admin's store through the module", () => {
  it('keeps react-admin keys, and a full storage keeps list params for the page without throwing', () => {
    const store = consoleStore();
    store.setup();
    const seen: unknown[] = [];
    store.subscribe('drafts.listParams', (value) => seen.push(value));
    store.setItem('drafts.listParams', { page: 2 });
    expect(localStorage.getItem('RaStore.drafts.listParams')).toBe('{"page":2}');

    fillStorage();
    expect(() => store.setItem('drafts.listParams', { page: 3, filter: { q: 'x' } })).not.toThrow();
    expect(store.getItem('drafts.listParams')).toEqual({ page: 3, filter: { q: 'x' } });
    expect(seen).toEqual([{ page: 2 }, { page: 3, filter: { q: 'x' } }]);
    store.teardown();
  });

  it('gives the default for an unreadable value, and removes items by prefix', () => {
    localStorage.setItem('RaStore.theme', 'not json');
    localStorage.setItem('RaStore.a.one', '1');
    localStorage.setItem('RaStore.a.two', '2');
    localStorage.setItem('RaStore.b', '3');
    const store = consoleStore();
    store.setup();
    expect(store.getItem('theme', 'light')).toBe('light');
    expect(store.listItems?.('a.')).toEqual({ 'a.one': 1, 'a.two': 2 });
    store.removeItems('a.');
    expect(store.getItem('a.one')).toBeUndefined();
    expect(store.getItem('b')).toBe(3);
    store.reset();
    expect(store.getItem('b')).toBeUndefined();
    expect(localStorage.getItem('RaStore.version')).toBe('1');
    store.teardown();
  });

  it('clears the keys of another version of the store', () => {
    localStorage.setItem('RaStore.version', '0');
    localStorage.setItem('RaStore.old', '1');
    const store = consoleStore();
    store.setup();
    expect(localStorage.getItem('RaStore.old')).toBeNull();
    store.teardown();
  });
});
