import { resetDb, dbInfo } from './db/database';
import { storedBytes } from './db/storage';
import { faults } from './faults';
import { journal } from './journal';

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
};

export type MockControl = typeof mockControl;
