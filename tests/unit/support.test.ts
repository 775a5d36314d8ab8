import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api';
import {
  CHALLENGER_SUPPORT_ACTIONS,
  SOLVER_SUPPORT_ACTIONS,
} from '../../src/pages/support-tools/calls';
import { appMessages } from '../../src/i18n/messages';
import { extraFields, isDestructive, supportPayload } from '../../src/pages/support-tools/actions';
import { joinedErrors } from '../../src/pages/support-tools/errors';

describe('support actions', () => {
  it('asks for a company team only with force_challenger on a challenger', () => {
    expect(extraFields('challenger', 'force_challenger')).toEqual(['company_team_id']);
    for (const action of CHALLENGER_SUPPORT_ACTIONS.filter((name) => name !== 'force_challenger')) {
      expect(extraFields('challenger', action)).toEqual([]);
    }
  });

  it('asks a solver force_challenger for team, role and send_email; correct_email and redaction for their own field', () => {
    expect(extraFields('solver', 'force_challenger')).toEqual([
      'company_team_id',
      'challenger_role',
      'send_email',
    ]);
    expect(extraFields('solver', 'correct_email')).toEqual(['correct_email']);
    expect(extraFields('solver', 'redact_solver_account')).toEqual(['trust_arc_id']);
    expect(extraFields('solver', 'apply_throttle')).toEqual([]);
    expect(extraFields('solver', undefined)).toEqual([]);
  });

  it('confirms the destructive actions, and the change of where an account signs in, only', () => {
    expect(
      [
        'deactivate',
        'delete_all_info',
        'redact_solver_account',
        'force_challenger',
        'correct_email',
      ].every(isDestructive),
    ).toBe(true);
    expect(['account_info', 'reactivate', 'verify', 'password_url'].some(isDestructive)).toBe(
      false,
    );
  });

  it('has a readable label for every action of both lists', () => {
    const labels: Record<string, string> = appMessages.supportTools.actions;
    for (const action of [...CHALLENGER_SUPPORT_ACTIONS, ...SOLVER_SUPPORT_ACTIONS]) {
      expect(labels[action], action).toMatch(/^[A-Z][^_]+$/);
    }
  });
});

describe('supportPayload', () => {
  it('sends e-mail and action only, whatever else the form holds', () => {
    expect(
      supportPayload('solver', {
        email: ' a@b.edu ',
        action_type: 'verify',
        company_team_id: 3,
        trust_arc_id: 'x',
        send_email: false,
      }),
    ).toEqual({ email: 'a@b.edu', action_type: 'verify' });
  });

  it('sends the force_challenger fields with send_email as a boolean', () => {
    expect(
      supportPayload('solver', {
        email: 'a@b.edu',
        action_type: 'force_challenger',
        company_team_id: 3,
        challenger_role: 'viewer',
        send_email: 'true',
      }),
    ).toEqual({
      email: 'a@b.edu',
      action_type: 'force_challenger',
      company_team_id: 3,
      challenger_role: 'viewer',
      send_email: true,
    });
    expect(
      supportPayload('solver', {
        email: 'a@b.edu',
        action_type: 'force_challenger',
        company_team_id: 3,
        challenger_role: 'viewer',
        send_email: false,
      }).send_email,
    ).toBe(false);
  });

  it('sends no role or send_email for a challenger force_challenger', () => {
    expect(
      supportPayload('challenger', {
        email: 'a@b.edu',
        action_type: 'force_challenger',
        company_team_id: 3,
        challenger_role: 'viewer',
        send_email: false,
      }),
    ).toEqual({ email: 'a@b.edu', action_type: 'force_challenger', company_team_id: 3 });
  });

  it('trims the new e-mail and the TrustArc ID', () => {
    expect(
      supportPayload('solver', {
        email: 'a@b.edu',
        action_type: 'correct_email',
        correct_email: ' c@d.edu ',
      }).correct_email,
    ).toBe('c@d.edu');
    expect(
      supportPayload('solver', {
        email: 'a@b.edu',
        action_type: 'redact_solver_account',
        trust_arc_id: ' TA-1 ',
      }).trust_arc_id,
    ).toBe('TA-1');
  });
});

describe('joinedErrors', () => {
  const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
    new ApiError({ message: 'app.http.unprocessable', status: 422, kind: 'http', ...init });

  it('joins the field errors with commas', () => {
    expect(
      joinedErrors(
        error({ fieldErrors: { email: 'is locked, is odd', action_type: 'is not allowed' } }),
      ),
    ).toBe('is locked, is odd, is not allowed');
  });

  it('falls back on the form error, the server message, then the message key', () => {
    expect(joinedErrors(error({ formError: 'Account is frozen' }))).toBe('Account is frozen');
    expect(joinedErrors(error({ serverMessage: 'Nope' }))).toBe('Nope');
    expect(
      joinedErrors(new ApiError({ message: 'app.http.timeout', status: 0, kind: 'timeout' })),
    ).toBe('app.http.timeout');
  });
});
