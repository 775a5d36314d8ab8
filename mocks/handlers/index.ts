import { contextHandlers } from './context';

/** Every call of the contract. One list serves the browser worker and the Node server. */
export const handlers = [...contextHandlers];
