import { mockScale } from '../config';
import { clearChanges, compactChanges, loadDb, saveDb } from './persistence';
import { createRng, type Rng } from './random';
import { Table, type Change, type RowId } from './table';

export interface SeedContext {
  /** Seeded per table, so a table's rows do not depend on the order tables are built. */
  rng: Rng;
  /** How many solvers the seed holds. */
  scale: number;
  now: Date;
}

type Seeder<T extends { id: RowId }> = (context: SeedContext) => T[];

interface State {
  scale: number;
  now: Date;
  tables: Map<string, Table<{ id: RowId }>>;
  changes: Change[];
}

const seeders = new Map<string, Seeder<{ id: RowId }>>();
const accessors = new Map<string, () => Table<{ id: RowId }>>();
let state: State | null = null;

const current = (): State => {
  if (!state) {
    const scale = mockScale();
    const { madeAt, changes } = loadDb(scale);
    state = { scale, now: new Date(madeAt), tables: new Map(), changes };
  }
  return state;
};

/**
 * Declares a table of the mock database: its rows come from `seed` (deterministic), then the
 * writes made since (kept in localStorage in the browser) are replayed over them. Tables are
 * built on first use, so a seeder may read other tables.
 */
export const defineTable = <T extends { id: RowId }>(
  name: string,
  seed: Seeder<T>,
): (() => Table<T>) => {
  seeders.set(name, seed as unknown as Seeder<{ id: RowId }>);
  const accessor = () => {
    const db = current();
    const existing = db.tables.get(name);
    if (existing) return existing as unknown as Table<T>;
    const rows = seed({ rng: createRng(`${name}:${db.scale}`), scale: db.scale, now: db.now });
    const table = new Table<T>(name, rows, (change) => {
      db.changes.push(change);
      if (db.changes.length % 50 === 0) db.changes = compactChanges(db.changes);
      saveDb(db.scale, { madeAt: db.now.getTime(), changes: db.changes });
    });
    for (const change of db.changes) {
      if (change.table !== name) continue;
      if (change.op === 'put') table.put(change.row as unknown as T, false);
      else table.remove(change.id, false);
    }
    db.tables.set(name, table as unknown as Table<{ id: RowId }>);
    return table;
  };
  accessors.set(name, accessor as unknown as () => Table<{ id: RowId }>);
  return accessor;
};

/** A declared table by name (for the dev tools and tests: `__mock.table('companies').all()`). */
export const tableByName = (name: string): Table<{ id: RowId }> | undefined =>
  accessors.get(name)?.();

/** A fresh seed: forgets every write (and the browser's saved ones); its dates count from now. */
export const resetDb = (options: { scale?: number; now?: Date } = {}) => {
  clearChanges();
  state = {
    scale: options.scale ?? mockScale(),
    now: options.now ?? new Date(),
    tables: new Map(),
    changes: [],
  };
  saveDb(state.scale, { madeAt: state.now.getTime(), changes: [] });
};

/** Drops the tables in memory, as a page load does: the next read rebuilds the seed and replays the saved writes. */
export const reloadDb = () => {
  state = null;
};

export const dbInfo = () => ({
  scale: current().scale,
  now: current().now,
  changes: current().changes.length,
});
export const declaredTables = () => [...seeders.keys()];
