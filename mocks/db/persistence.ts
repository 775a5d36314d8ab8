import { persistenceEnabled } from '../config';
import type { Change } from './table';

/**
 * The browser keeps the writes made to the mock database (not the rows: the seed is rebuilt from
 * its fixed seed on every load and the writes replayed over it). The entry names its format
 * version and the seed's scale: an entry of another version or scale is dropped, since its
 * writes would land on other rows.
 */
export const STORAGE_KEY = 'mock:db';
const FORMAT_VERSION = 2;
const OLD_KEYS = ['mock:changes:v1'];

interface Saved {
  version: number;
  scale: number;
  changes: Change[];
}

const remove = (key: string) => {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
};

export const loadChanges = (scale: number): Change[] => {
  if (!persistenceEnabled()) return [];
  OLD_KEYS.forEach(remove);
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Saved | null;
    if (
      saved &&
      saved.version === FORMAT_VERSION &&
      saved.scale === scale &&
      Array.isArray(saved.changes)
    )
      return saved.changes;
  } catch {
    // a broken entry: start from the seed
  }
  remove(STORAGE_KEY);
  return [];
};

const changeKey = (change: Change) =>
  `${change.table}\u0000${change.op === 'put' ? change.row.id : change.id}`;

/** Keeps only the last write of each row, in the order of those last writes. */
export const compactChanges = (changes: readonly Change[]): Change[] => {
  const last = new Map<string, number>();
  changes.forEach((change, position) => last.set(changeKey(change), position));
  return changes.filter((change, position) => last.get(changeKey(change)) === position);
};

let warned = false;

export const saveChanges = (scale: number, changes: Change[]) => {
  if (!persistenceEnabled()) return;
  try {
    const saved: Saved = { version: FORMAT_VERSION, scale, changes };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    if (!warned)
      console.warn('Mock backend: storage is full; changes last until the page is reloaded.');
    warned = true;
  }
};

export const clearChanges = () => {
  if (persistenceEnabled()) remove(STORAGE_KEY);
};
