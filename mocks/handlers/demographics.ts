import type { HttpHandler } from 'msw';

/** /admin/solvers/demographics/… */
export const demographicsHandlers: HttpHandler[] = [];
