import { challengeRequestHandlers } from './challengeRequest';
import { cashoutsHandlers } from './cashouts';
import { companiesHandlers } from './companies';
import { contestsHandlers } from './contests';
import { contextHandlers } from './context';
import { dashboardHandlers } from './dashboard';
import { demographicsHandlers } from './demographics';
import { formSelectsHandlers } from './formSelects';
import { resourceHandlers } from './resources';
import { solverHandlers } from './solver';
import { supportToolsHandlers } from './supportTools';
import { uploadsHandlers } from './uploads';

/** Every call of the contract. One list serves the browser worker and the Node server. */
export const handlers = [
  ...contextHandlers,
  ...dashboardHandlers,
  ...cashoutsHandlers,
  ...demographicsHandlers,
  ...formSelectsHandlers,
  ...companiesHandlers,
  ...supportToolsHandlers,
  // The lists' calls, from their folders (src/resources/<folder>/mock.ts).
  ...resourceHandlers,
  ...challengeRequestHandlers,
  ...uploadsHandlers,
  ...contestsHandlers,
  ...solverHandlers,
];
