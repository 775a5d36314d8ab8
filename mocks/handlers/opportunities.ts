import type { HttpHandler } from 'msw';

/** /admin/sales/… */
export const opportunitiesHandlers: HttpHandler[] = [];
