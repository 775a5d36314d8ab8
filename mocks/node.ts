import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export { mockControl } from './control';
/** The mock backend in Node: tests call listen / resetHandlers / close, and add faults with server.use. */
export const server = setupServer(...handlers);
