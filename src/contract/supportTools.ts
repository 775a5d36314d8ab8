import type { ChallengerRole } from './companies';

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

export type SupportTarget = 'challenger' | 'solver';

export interface SupportActionPayload {
  email: string;
  action_type: ChallengerSupportAction | SolverSupportAction;
  company_team_id?: number | string;
  challenger_role?: ChallengerRole;
  send_email?: boolean;
  correct_email?: string;
  trust_arc_id?: string;
}

export interface SupportActionResponse {
  message: string;
}
