import type { SupportActionPayload } from '../../src/pages/support-tools/calls';
import type { UserRow } from './people';

export interface ActionContext {
  user: UserRow;
  payload: SupportActionPayload;
  /** The mock's own origin, for the reset and confirmation links. */
  origin: string;
  update: (patch: Partial<UserRow>) => void;
  remove: () => void;
  teamName: (id: number | string) => string;
}

const token = (user: UserRow, kind: string) =>
  `${kind}-${user.id}-${user.email.length.toString(36)}${user.id * 7919}`;

const accountInfo = (user: UserRow) =>
  [
    `Name: ${user.name}`,
    `E-mail: ${user.email}`,
    `Role: ${user.role}${user.challengerRole ? ` (${user.challengerRole})` : ''}`,
    `Active: ${user.active ? 'yes' : 'no'}`,
    `Verified: ${user.verified ? 'yes' : 'no'}`,
    `Unsubscribed: ${user.unsubscribed ? 'yes' : 'no'}`,
    `Throttled: ${user.throttled ? 'yes' : 'no'}`,
    `Created: ${user.createdAt}`,
    `Last login: ${user.lastLoginAt ?? 'never'}`,
  ].join('\n');

/** Runs one support action on the account and answers the server's `data.message`. */
export const runAction = ({
  user,
  payload,
  origin,
  update,
  remove,
  teamName,
}: ActionContext): string => {
  const who = user.email;
  switch (payload.action_type) {
    case 'account_info':
      return accountInfo(user);
    case 'activation_status':
      return `The account of ${who} is ${user.active ? 'active' : 'deactivated'}.`;
    case 'reactivate':
      update({ active: true });
      return `The account of ${who} has been reactivated.`;
    case 'deactivate':
      update({ active: false });
      return `The account of ${who} has been deactivated.`;
    case 'verify':
      update({ verified: true });
      return `The account of ${who} has been verified.`;
    case 'password_url':
      return `${origin}/users/password/edit?reset_password_token=${token(user, 'pw')}`;
    case 'verify_url':
      return `${origin}/users/confirmation?confirmation_token=${token(user, 'cf')}`;
    case 'unsubscribe':
      update({ unsubscribed: true });
      return `${who} has been unsubscribed from all e-mails.`;
    case 'delete_all_info':
      remove();
      return `All information of ${who} has been deleted.`;
    case 'remove_throttle':
      update({ throttled: false });
      return `The throttle on ${who} has been removed.`;
    case 'apply_throttle':
      update({ throttled: true });
      return `A throttle has been applied to ${who}.`;
    case 'remove_copy_paste_restriction':
      update({ copyPasteRestricted: false });
      return `The copy-paste restriction on ${who} has been removed.`;
    case 'reset_copy_paste_restriction':
      update({ copyPasteRestricted: true });
      return `The copy-paste restriction on ${who} has been reset.`;
    case 'remove_contest_cap_restriction':
      update({ contestCapRestricted: false });
      return `The contest cap restriction on ${who} has been removed.`;
    case 'reset_contest_cap_restriction':
      update({ contestCapRestricted: true });
      return `The contest cap restriction on ${who} has been reset.`;
    case 'survey_silent_treatment':
      update({ surveySilentTreatment: true });
      return `${who} now gets the survey silent treatment.`;
    case 'remove_survey_silent_treatment':
      update({ surveySilentTreatment: false });
      return `The survey silent treatment of ${who} has been removed.`;
    case 'force_challenger': {
      const teamId = Number(payload.company_team_id);
      update({
        role: 'challenger',
        companyTeamId: teamId,
        challengerRole: payload.challenger_role ?? user.challengerRole ?? 'viewer',
      });
      const mailed = payload.send_email ? ' An e-mail has been sent.' : '';
      return `${who} is now a challenger of ${teamName(teamId)}.${mailed}`;
    }
    case 'correct_email': {
      const next = String(payload.correct_email).trim();
      update({ email: next });
      return `The e-mail ${who} has been corrected to ${next}.`;
    }
    case 'redact_solver_account':
      update({
        redacted: true,
        firstName: 'Redacted',
        lastName: 'User',
        name: 'Redacted User',
        email: `redacted-${user.id}@redacted.invalid`,
      });
      return `The account of ${who} has been redacted (TrustArc ID ${String(payload.trust_arc_id).trim()}).`;
    default:
      return 'Nothing to do.';
  }
};
