import { cashoutReportUsers } from './cashout-report-users';
import { drafts } from './drafts';
import { invoices } from './invoices';
import { opportunities } from './opportunities';
import { salesChallenges } from './sales-challenges';
import { statistics } from './statistics';
import type { ResourceConfig } from './types';

/** Every list of the console. Adding a resource: a folder beside these, and one entry here. */
export const RESOURCES: ResourceConfig[] = [
  drafts,
  statistics,
  salesChallenges,
  invoices,
  opportunities,
  cashoutReportUsers,
];
