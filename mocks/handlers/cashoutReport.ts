import type { HttpHandler } from 'msw';

/** Cashout Report: /admin/solvers/cashout_reports/… */
export const cashoutReportHandlers: HttpHandler[] = [];
