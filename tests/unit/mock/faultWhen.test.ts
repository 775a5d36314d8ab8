import { describe, expect, it } from 'vitest';
import { ApiError, http } from '../../../src/api';
import { mockControl } from '../../../mocks/node';
import { pendingCashouts } from '../../browser/cashoutHelpers';

const DECIDE = '/admin/solvers/cashouts/decide';

describe('a fault rule with `when`', () => {
  it('fails only the requests whose body holds its values, and wears off', async () => {
    const [first, second] = pendingCashouts();
    mockControl.faults.add({
      path: DECIDE,
      method: 'POST',
      when: { id: second.id },
      status: 503,
      message: 'The payment provider is offline',
      times: 1,
    });
    const decide = (id: number) =>
      http.post(
        DECIDE,
        { decision: 'approve', id, reason: '' },
        {
          headers: { 'Idempotency-Key': `key-${id}` },
        },
      );
    await expect(decide(first.id)).resolves.toBeTruthy();
    const refused = await decide(second.id).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 503,
      serverMessage: 'The payment provider is offline',
    });
    // Worn off: the same request goes through.
    await expect(decide(second.id)).resolves.toBeTruthy();
  });
});
