import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api';
import type { Cashout } from '../../src/pages/cashouts/calls';
import {
  failureMessage,
  isUnknownOutcome,
  keyFor,
  sentReason,
  splitFieldErrors,
} from '../../src/pages/cashouts/decision';
import { mergeCashouts, NO_CASHOUTS } from '../../src/pages/cashouts/knownCashouts';

const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ message: 'app.http.server_error', status: 500, kind: 'http', ...init });

describe('cashout decisions', () => {
  const keys = ['k1', 'k2', 'k3'];
  const newKey = () => keys.shift()!;

  it('reuses the key only to retry the same decision after an unknown outcome', () => {
    expect(keyFor(null, 'approve', '', newKey)).toBe('k1');
    const timedOut = {
      decision: 'decline' as const,
      reason: 'account_locked' as const,
      key: 'old',
      unknownOutcome: true,
    };
    expect(keyFor(timedOut, 'decline', 'account_locked', newKey)).toBe('old');
    expect(keyFor(timedOut, 'approve', '', newKey)).toBe('k2');
    expect(
      keyFor({ ...timedOut, unknownOutcome: false }, 'decline', 'account_locked', newKey),
    ).toBe('k3');
  });

  it('sends no reason with an approval', () => {
    expect(sentReason('approve', 'account_locked')).toBe('');
    expect(sentReason('deactivate', 'account_locked')).toBe('account_locked');
  });

  it("toasts the server's message, the client's own for transport failures, else the generic text", () => {
    expect(failureMessage(error({ serverMessage: 'Provider offline' }))).toBe('Provider offline');
    expect(failureMessage(error({ kind: 'timeout', status: 0, message: 'app.http.timeout' }))).toBe(
      'app.http.timeout',
    );
    expect(failureMessage(error({}))).toBe('app.error.generic');
    expect(isUnknownOutcome(error({ kind: 'timeout' }))).toBe(true);
    expect(isUnknownOutcome(error({ kind: 'parse' }))).toBe(false);
  });

  it('puts the reason error on the select and the others above', () => {
    expect(splitFieldErrors({ reason: 'Choose one', id: 'is gone' })).toEqual({
      reason: 'Choose one',
      others: ['is gone'],
    });
  });
});

describe('the cards kept across refreshes', () => {
  const card = (id: number): Cashout => ({
    id,
    user_name: `U${id}`,
    user_path: '/users/1',
    user_email: 'u@x',
    user_id: id,
    type: 'PayPal',
    declined: false,
    timestamp: '',
    amount: 1,
  });

  it('keeps cards that left the pending list, marked gone, and adds new ones at the end', () => {
    const first = mergeCashouts(NO_CASHOUTS, [card(1), card(2)]);
    const second = mergeCashouts(first, [card(2), card(3)]);
    expect(second.cards.map((c) => c.id)).toEqual([1, 2, 3]);
    expect([...second.gone]).toEqual([1]);
  });
});
