import type { HttpHandler } from 'msw';

/** the solver-side calls (seed 001 §7) */
export const solverHandlers: HttpHandler[] = [];
