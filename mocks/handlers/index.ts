import { challengeRequestHandlers } from './challengeRequest';
import { contestsHandlers } from './contests';
import { contextHandlers } from './context';
import { formSelectsHandlers } from './formSelects';
import { pageHandlers, resourceHandlers } from './resources';
import { solverHandlers } from './solver';
import { uploadsHandlers } from './uploads';

/** Every call of the contract. One list serves the browser worker and the Node server. */
export const handlers = [
  ...contextHandlers,
  ...formSelectsHandlers,
  // The lists' calls, from their folders (src/resources/<folder>/mock.ts).
  ...resourceHandlers,
  // The calls of the pages whose mocks are in their folders (src/pages/<folder>/mock.ts).
  ...pageHandlers,
  ...challengeRequestHandlers,
  ...uploadsHandlers,
  ...contestsHandlers,
  ...solverHandlers,
];
