import type { HttpHandler } from 'msw';

/** GET /admin/stats, GET /admin/chart, POST /accounts/admin_login_as */
export const dashboardHandlers: HttpHandler[] = [];
