import { persistenceEnabled } from '../config';
import type { Change } from './table';

/**
 * The browser keeps the writes made to the mock database (not the rows: the seed is rebuilt from
 * its fixed seed on every load and the writes replayed over it), and the time the database was
 * made: the seed's dates count from it, so a reload rebuilds the same dates (a date that moved
 * with every load would read as someone else's change). The entry names its format version and
 * the seed's scale: an entry of another version or scale is dropped, since its writes would land
 * on other rows.
 */
export const STORAGE_KEY = 'mock:db';
const FORMAT_VERSION = 2;
const OLD_KEYS = ['mock:changes:v1'];

interface Saved {
  version: number;
  scale: number;
  /** Epoch ms: when this database was made (the seed's "now"). Absent in older entries. */
  madeAt?: number;
  changes: Change[];
}

/** What a page load starts from: the writes so far, and the time the seed's dates count from. */
export interface SavedDb {
  madeAt: number;
  changes: Change[];
}

const remove = (key: string) => {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
};

/** The saved database, or a new one made now (and saved at once, so the next load shares its time). */
export const loadDb = (scale: number): SavedDb => {
  const made = { madeAt: Date.now(), changes: [] };
  if (!persistenceEnabled()) return made;
  OLD_KEYS.forEach(remove);
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Saved | null;
    if (
      saved &&
      saved.version === FORMAT_VERSION &&
      saved.scale === scale &&
      Array.isArray(saved.changes)
    ) {
      const madeAt = Number.isFinite(saved.madeAt) ? Number(saved.madeAt) : made.madeAt;
      if (madeAt !== saved.madeAt) saveDb(scale, { madeAt, changes: saved.changes });
      return { madeAt, changes: saved.changes };
    }
  } catch {
    // a broken entry: start from the seed
  }
  remove(STORAGE_KEY);
  saveDb(scale, made);
  return made;
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

export const saveDb = (scale: number, { madeAt, changes }: SavedDb) => {
  if (!persistenceEnabled()) return;
  try {
    const saved: Saved = { version: FORMAT_VERSION, scale, madeAt, changes };
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
