import type { HttpHandler } from 'msw';

/** GET admin/contests/{slug}, …/clone, POST admin/contests */
export const contestsHandlers: HttpHandler[] = [];
