import type { HttpHandler } from 'msw';

/** POST /admin/support_tools/challenger | solver */
export const supportToolsHandlers: HttpHandler[] = [];
