import type * as z from 'zod/mini';
import { BACK_OFFICE_CALLS } from './callsBackOffice';
import { CHALLENGE_CALLS } from './callsChallenges';
import { listCalls } from './callsLists';

/**
 * Every call of both seeds' tables and the CONTRACT's additions, relative to the API base:
 * what docs/openapi.json is written from, what the mock's answers are tested against and
 * what `npm run contract:check` calls. The app itself never imports this table.
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
  /** A paginated list (`meta.pagination`); its rows are salvaged one field at a time. */
  list?: { id?: string };
  /** A file rather than JSON (the demographics export). */
  file?: string;
}

/** The list resources' GETs come from the registry of declarations, the rest from the tables. */
export const CONTRACT_CALLS: ContractCall[] = [
  ...BACK_OFFICE_CALLS,
  ...listCalls(),
  ...CHALLENGE_CALLS,
];
