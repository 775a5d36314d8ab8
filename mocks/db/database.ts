import { mockScale, persistenceEnabled } from '../config';
import { createRng, type Rng } from './random';
import { Table, type Change, type RowId } from './table';

export interface SeedContext {
  /** Seeded per table, so a table's rows do not depend on the order tables are built. */
  rng: Rng;
  /** How many solvers the seed holds. */
  scale: number;
  now: Date;
}

const STORAGE_KEY = 'mock:changes:v1';

type Seeder<T extends { id: RowId }> = (context: SeedContext) => T[];

interface State {
  scale: number;
  now: Date;
  tables: Map<string, Table<{ id: RowId }>>;
  changes: Change[];
}

const seeders = new Map<string, Seeder<{ id: RowId }>>();
let state: State | null = null;

const loadChanges = (): Change[] => {
  if (!persistenceEnabled()) return [];
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as Change[]) : [];
  } catch {
    return [];
  }
};

const saveChanges = (changes: Change[]) => {
  if (!persistenceEnabled()) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(changes));
  } catch {
    // Storage full: state lives on in memory until the page is reloaded.
  }
};

const current = (): State => {
  state ??= { scale: mockScale(), now: new Date(), tables: new Map(), changes: loadChanges() };
  return state;
};

/**
 * Declares a table of the mock database: its rows come from `seed` (deterministic), then the
 * writes made since (kept in localStorage in the browser) are replayed over them. Tables are
 * built on first use, so a seeder may read other tables.
 */
export const defineTable = <T extends { id: RowId }>(name: string, seed: Seeder<T>): (() => Table<T>) => {
  seeders.set(name, seed as unknown as Seeder<{ id: RowId }>);
  return () => {
    const db = current();
    const existing = db.tables.get(name);
    if (existing) return existing as unknown as Table<T>;
    const rows = seed({ rng: createRng(`${name}:${db.scale}`), scale: db.scale, now: db.now });
    const table = new Table<T>(name, rows, (change) => {
      db.changes.push(change);
      saveChanges(db.changes);
    });
    for (const change of db.changes) {
      if (change.table !== name) continue;
      if (change.op === 'put') table.put(change.row as unknown as T, false);
      else table.remove(change.id, false);
    }
    db.tables.set(name, table as unknown as Table<{ id: RowId }>);
    return table;
  };
};

/** A fresh seed: forgets every write (and the browser's saved ones). */
export const resetDb = (options: { scale?: number; now?: Date } = {}) => {
  if (persistenceEnabled()) {
    try {
      localStorage.removeItem(STORAGE_KEY);
    } catch {
      // nothing saved
    }
  }
  state = { scale: options.scale ?? mockScale(), now: options.now ?? new Date(), tables: new Map(), changes: [] };
};

export const dbInfo = () => ({ scale: current().scale, now: current().now, changes: current().changes.length });
export const declaredTables = () => [...seeders.keys()];
