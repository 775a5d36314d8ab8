import type * as z from 'zod/mini';

/**
 * One call of the contract, relative to the API base: a row of the call tables that
 * docs/openapi.json is written from, the mock's answers are tested against and
 * `npm run contract:check` calls (src/contract-tools gathers them).
 */
export interface ContractCall {
  method: 'GET' | 'POST';
  /** With `{name}` for a path parameter. */
  path: string;
  summary: string;
  /** Path parameters, by name. */
  params?: Record<string, z.ZodMiniType>;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /** Multipart (CONTRACT §6) rather than JSON. */
  multipart?: boolean;
  /** The answer's `data`. */
  answer: z.ZodMiniType;
  /**
   * A paginated list (`meta.pagination`); its rows are salvaged one field at a time. `total`:
   * where its answer's total is when not at CONTRACT §5's `meta.pagination.totalCount`.
   */
  list?: { id?: string; total?: `meta.${string}` };
  /** A file rather than JSON (the demographics export). */
  file?: string;
}

/** How a call is named in messages and logs: `GET /admin/stats`. */
export const callName = (call: Pick<ContractCall, 'method' | 'path'>) =>
  `${call.method} ${call.path}`;

export { callPath } from './callPath';
