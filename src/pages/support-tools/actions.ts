import {
  CHALLENGER_SUPPORT_ACTIONS,
  SOLVER_SUPPORT_ACTIONS,
  type SupportActionPayload,
  type SupportTarget,
} from './calls';

export type SupportAction = SupportActionPayload['action_type'];
export type ExtraField =
  'company_team_id' | 'challenger_role' | 'send_email' | 'correct_email' | 'trust_arc_id';

export const ACTIONS_BY_TARGET: Record<SupportTarget, readonly SupportAction[]> = {
  challenger: CHALLENGER_SUPPORT_ACTIONS,
  solver: SOLVER_SUPPORT_ACTIONS,
};

/** Seed 000 §5: the fields an action needs besides e-mail and action; each of them is required. */
const EXTRA_FIELDS: Record<SupportTarget, Partial<Record<SupportAction, readonly ExtraField[]>>> = {
  challenger: { force_challenger: ['company_team_id'] },
  solver: {
    force_challenger: ['company_team_id', 'challenger_role', 'send_email'],
    correct_email: ['correct_email'],
    redact_solver_account: ['trust_arc_id'],
  },
};

export const extraFields = (target: SupportTarget, action: unknown): readonly ExtraField[] =>
  EXTRA_FIELDS[target][action as SupportAction] ?? [];

/**
 * Actions that can't be taken back, or change where an account signs in and receives its
 * password resets: they ask first, naming the e-mail and the action.
 */
export const DESTRUCTIVE_ACTIONS: readonly SupportAction[] = [
  'deactivate',
  'delete_all_info',
  'redact_solver_account',
  'force_challenger',
  'correct_email',
];
export const isDestructive = (action: unknown) =>
  DESTRUCTIVE_ACTIONS.includes(action as SupportAction);

/** Actions whose answer is an address to hand to the user: shown with a copy button. */
export const URL_ACTIONS: readonly SupportAction[] = ['password_url', 'verify_url'];

export interface SupportFormValues {
  email?: string;
  action_type?: SupportAction | '';
  company_team_id?: number | string | null;
  challenger_role?: string | null;
  send_email?: boolean | 'true' | 'false' | null;
  correct_email?: string | null;
  trust_arc_id?: string | null;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The body of POST admin/support_tools/{target}: e-mail and action, plus only the fields the
 * action needs (a field left over from another action is not sent). send_email is a yes/no
 * radio: sent as a real boolean (seed 000 §5).
 */
export const supportPayload = (
  target: SupportTarget,
  values: SupportFormValues,
): SupportActionPayload => {
  const payload: SupportActionPayload = {
    email: String(values.email ?? '').trim(),
    action_type: values.action_type as SupportAction,
  };
  for (const field of extraFields(target, values.action_type)) {
    const value = values[field];
    if (isEmpty(value)) continue;
    if (field === 'send_email') payload.send_email = value === true || value === 'true';
    else if (field === 'company_team_id') payload.company_team_id = value as number | string;
    else if (field === 'challenger_role')
      payload.challenger_role = value as SupportActionPayload['challenger_role'];
    else payload[field] = String(trimmed(value));
  }
  return payload;
};
