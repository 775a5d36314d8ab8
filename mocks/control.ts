import { resetDb, dbInfo, declaredTables, tableByName } from './db/database';
import { storedBytes } from './db/storage';
import { faults } from './faults';
import { journal } from './journal';
import { otherStaff } from './otherStaff';

/** What tests and the dev tools drive: reset, faults, the journal. */
export const mockControl = {
  reset(options?: Parameters<typeof resetDb>[0]) {
    resetDb(options);
    storedBytes.clear();
    faults.clear();
    journal.clear();
  },
  faults,
  journal,
  info: dbInfo,
  /** Tables by name, e.g. `table('companies')?.all()`; writes persist like a handler's. */
  table: tableByName,
  tables: declaredTables,
  /** Another staff member on Manage Cashouts: decides cashouts and adds new ones (mocks/README.md). */
  otherStaff,
};

export type MockControl = typeof mockControl;
