import * as z from 'zod/mini';
import { parseDone } from '../../api/parse';
import { callPath, type ContractCall } from '../../contract/call';
import { CHALLENGER_ROLES } from '../../contract/companies';
import { named } from '../../contract/marks';
import { bool, oneOf, optional, text } from '../../contract/variants';
import type { Sender } from '../../providers/methods/calls';

/** Support tools: POST admin/support_tools/challenger | solver. */
export const CHALLENGER_SUPPORT_ACTIONS = [
  'account_info',
  'activation_status',
  'reactivate',
  'deactivate',
  'verify',
  'password_url',
  'verify_url',
  'unsubscribe',
  'delete_all_info',
  'force_challenger',
] as const;
export type ChallengerSupportAction = (typeof CHALLENGER_SUPPORT_ACTIONS)[number];

export const SOLVER_SUPPORT_ACTIONS = [
  'account_info',
  'activation_status',
  'reactivate',
  'deactivate',
  'verify',
  'password_url',
  'verify_url',
  'unsubscribe',
  'remove_throttle',
  'apply_throttle',
  'remove_copy_paste_restriction',
  'reset_copy_paste_restriction',
  'remove_contest_cap_restriction',
  'reset_contest_cap_restriction',
  'survey_silent_treatment',
  'remove_survey_silent_treatment',
  'force_challenger',
  'correct_email',
  'redact_solver_account',
] as const;
export type SolverSupportAction = (typeof SOLVER_SUPPORT_ACTIONS)[number];

export const SUPPORT_TARGETS = ['challenger', 'solver'] as const;
export type SupportTarget = (typeof SUPPORT_TARGETS)[number];

export const supportActionPayloadSchema = z.object({
  email: named('seed 000 §3', text()),
  action_type: named(
    'seed 000 §3',
    z.union([oneOf(CHALLENGER_SUPPORT_ACTIONS), oneOf(SOLVER_SUPPORT_ACTIONS)]),
  ),
  company_team_id: named('seed 000 §3', optional(z.union([z.number(), z.string()]))),
  challenger_role: named('seed 000 §3', optional(oneOf(CHALLENGER_ROLES))),
  send_email: named('seed 000 §3', optional(bool())),
  correct_email: named('seed 000 §3', optional(text())),
  trust_arc_id: named('seed 000 §3', optional(text())),
});
export type SupportActionPayload = z.infer<typeof supportActionPayloadSchema>;

export const supportActionResponseSchema = z.object({ message: named('seed 000 §7', text()) });
export type SupportActionResponse = z.infer<typeof supportActionResponseSchema>;

/** One call per target: `callPath(supportToolCall, { target })`. */
export const supportToolCall = {
  method: 'POST',
  path: '/admin/support_tools/{target}',
  summary: 'Run a support action',
  params: { target: oneOf(SUPPORT_TARGETS) },
  body: supportActionPayloadSchema,
  answer: supportActionResponseSchema,
} as const satisfies ContractCall;

/** The page's call, for the contract's tables, docs and check (src/contract-tools/calls.ts finds them). */
export const calls = [supportToolCall];

/** A 2xx ran the action, whatever its body; its `message` is shown when it has one. */
export const runSupportAction =
  (target: SupportTarget, payload: SupportActionPayload): Sender<Partial<SupportActionResponse>> =>
  async (client) => {
    const path = callPath(supportToolCall, { target });
    const { data } = await client.post(path, payload);
    return parseDone(`POST ${path}`, supportToolCall.answer, data);
  };
