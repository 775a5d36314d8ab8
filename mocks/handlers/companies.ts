import type { HttpHandler } from 'msw';

/** POST /admin/companies */
export const companiesHandlers: HttpHandler[] = [];
