import { challengeRequestHandlers } from './challengeRequest';
import { cashoutReportHandlers } from './cashoutReport';
import { cashoutsHandlers } from './cashouts';
import { companiesHandlers } from './companies';
import { contestListsHandlers } from './contestLists';
import { contestsHandlers } from './contests';
import { contextHandlers } from './context';
import { dashboardHandlers } from './dashboard';
import { demographicsHandlers } from './demographics';
import { formSelectsHandlers } from './formSelects';
import { invoicesHandlers } from './invoices';
import { opportunitiesHandlers } from './opportunities';
import { solverHandlers } from './solver';
import { supportToolsHandlers } from './supportTools';
import { uploadsHandlers } from './uploads';

/** Every call of the contract. One list serves the browser worker and the Node server. */
export const handlers = [
  ...contextHandlers,
  ...dashboardHandlers,
  ...cashoutsHandlers,
  ...cashoutReportHandlers,
  ...demographicsHandlers,
  ...formSelectsHandlers,
  ...companiesHandlers,
  ...supportToolsHandlers,
  ...invoicesHandlers,
  ...opportunitiesHandlers,
  ...challengeRequestHandlers,
  ...contestListsHandlers,
  ...uploadsHandlers,
  ...contestsHandlers,
  ...solverHandlers,
];
