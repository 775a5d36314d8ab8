import type { HttpHandler } from 'msw';

/** /admin/companies/invoices */
export const invoicesHandlers: HttpHandler[] = [];
