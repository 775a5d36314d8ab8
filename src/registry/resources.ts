/**
 * The list resources' full declarations (route, row schema, detail and create calls): each
 * folder's index.ts, listed once. The dataProvider's endpoint table and the contract's list
 * calls derive from it; the compiler refuses a list screen of ./screens.ts missing here.
 */
import { cashoutReportUsers } from '../resources/cashout-report-users';
import { drafts } from '../resources/drafts';
import { invoices } from '../resources/invoices';
import { opportunities } from '../resources/opportunities';
import { salesChallenges } from '../resources/sales-challenges';
import { statistics } from '../resources/statistics';
import type { ListName } from './lookup';

export const RESOURCES = [
  drafts,
  statistics,
  salesChallenges,
  invoices,
  opportunities,
  cashoutReportUsers,
] as const;

type Declared = (typeof RESOURCES)[number]['name'];
/** A list screen without its declaration here fails to compile, naming the missing resource. */
export const EVERY_LIST_DECLARED: [Exclude<ListName, Declared>] extends [never]
  ? true
  : Exclude<ListName, Declared> = true;
