import type { HttpHandler } from 'msw';

/** the form_selects option lists */
export const formSelectsHandlers: HttpHandler[] = [];
