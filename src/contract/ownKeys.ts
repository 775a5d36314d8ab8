/**
 * Keys of server JSON are data (docs/decisions.md, "Keys of server JSON are data"): a key named
 * `__proto__`, `constructor` or `prototype` is a field like any other. JSON.parse makes each an
 * own property, but `object[key] = value` with `__proto__` sets the prototype instead, and zod
 * (its loose objects and records) and react-hook-form (its copies of the values) leave `__proto__`
 * out on purpose. So values are written with `setOwn`, read with `ownValue`, and what passes
 * through zod or the form holds `__proto__` under a stand-in key (`hideProtoKeys`) that is turned
 * back into an own `__proto__` property on the way out (`restoreProtoKeys`).
 */

const PROTO = '__proto__';
/** A key no server sends as such: a stand-in key starts with it, and an odd key that does is escaped. */
const MARK = '\u0000';

/** Sets `key` as an own, enumerable property, whatever its name. */
export const setOwn = <T>(target: Record<string, T>, key: string, value: NoInfer<T>): void => {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
};

/** The own property `key` of `value`, never one inherited from Object.prototype. */
export const ownValue = (value: unknown, key: PropertyKey): unknown =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, key)
    ? (value as Record<PropertyKey, unknown>)[key]
    : undefined;

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** Copies plain objects and lists whose keys `rename` changes; the rest stays as it is. */
const renameKeys = (value: unknown, rename: (key: string) => string): unknown => {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const next = renameKeys(item, rename);
      if (next !== item) (copy ??= [...value])[index] = next;
    });
    return copy ?? value;
  }
  if (!isPlain(value)) return value;
  const entries = Object.entries(value);
  let changed = false;
  const renamed = entries.map(([key, item]): [string, unknown] => {
    const name = rename(key);
    const next = renameKeys(item, rename);
    if (name !== key || next !== item) changed = true;
    return [name, next];
  });
  // Object.fromEntries defines own properties, `__proto__` included.
  return changed ? Object.fromEntries(renamed) : value;
};

const hiddenKey = (key: string) => (key === PROTO || key.startsWith(MARK) ? MARK + key : key);

/** A key as the server sent it (a stand-in key of `hideProtoKeys` turned back). */
export const plainKey = <K extends PropertyKey>(key: K): K =>
  (typeof key === 'string' && key.startsWith(MARK) ? key.slice(MARK.length) : key) as K;

/** JSON with each `__proto__` key under a stand-in, so zod and react-hook-form keep it. */
export const hideProtoKeys = <T>(value: T): T => renameKeys(value, hiddenKey) as T;

/** The stand-in keys of `hideProtoKeys` back as own properties named as the server sent them. */
export const restoreProtoKeys = <T>(value: T): T => renameKeys(value, plainKey) as T;
