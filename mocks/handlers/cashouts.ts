import type { HttpHandler } from 'msw';

/** Manage Cashouts: /admin/solvers/cashouts… */
export const cashoutsHandlers: HttpHandler[] = [];
