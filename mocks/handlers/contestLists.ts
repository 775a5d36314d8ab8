import type { HttpHandler } from 'msw';

/** GET /admin/contests?scope=drafts|statistics|sales */
export const contestListsHandlers: HttpHandler[] = [];
