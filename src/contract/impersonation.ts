import * as z from 'zod/mini';
import type { ContractCall } from './call';
import { anySchema } from './envelope';
import { named } from './marks';
import { text } from './variants';

/**
 * POST /accounts/admin_login_as: sent from the dashboard's form and from the palette, so it stays
 * here rather than in either's folder.
 */
export const impersonateRequestSchema = z.object({ email: named('seed 000 §7', text()) });
export type ImpersonateRequest = z.infer<typeof impersonateRequestSchema>;

export const loginAsCall = {
  method: 'POST',
  path: '/accounts/admin_login_as',
  summary: 'Sign in as a user (impersonation)',
  body: impersonateRequestSchema,
  answer: anySchema,
} as const satisfies ContractCall;
