import { describe, expect, it } from 'vitest';
import type { CashoutsSummary, Transaction } from '../../src/pages/cashouts/calls';
import { mockControl } from '../../mocks/node';

const BASE = 'http://localhost/api/v1/admin/solvers';
const get = async <T>(path: string) =>
  ((await (await fetch(`${BASE}${path}`)).json()) as { data: T }).data;

describe('the mock: another staff member on Manage Cashouts', () => {
  it('decides the oldest pending cashout without a request; the same rules apply (409 once decided)', async () => {
    const before = await get<CashoutsSummary>('/cashouts');
    const [oldest] = before.cashouts;
    expect(mockControl.otherStaff.decide()).toEqual({
      status: 200,
      body: { data: { action: 'Approved' } },
    });
    expect(mockControl.otherStaff.decide(oldest.id).status).toBe(409);
    const after = await get<CashoutsSummary>('/cashouts');
    expect(after.count).toBe(before.count - 1);
    expect(after.cashouts.map((cashout) => cashout.id)).not.toContain(oldest.id);
    expect(mockControl.journal.find('POST', '/admin/solvers/cashouts/decide')).toEqual([]);
  });

  it('adds new pending cashouts at the end of the list, each with the reward it pays', async () => {
    const before = await get<CashoutsSummary>('/cashouts');
    const added = mockControl.otherStaff.addCashouts(3);
    expect(added).toHaveLength(3);
    const after = await get<CashoutsSummary>('/cashouts');
    expect(after.count).toBe(before.count + 3);
    expect(after.cashouts.slice(-3).map((cashout) => cashout.id)).toEqual(added);
    const users = new Set(after.cashouts.map((cashout) => cashout.user_id));
    expect(users.size).toBe(after.cashouts.length);
    const last = after.cashouts.at(-1)!;
    const current = await get<Transaction[]>(
      `/cashouts/transactions?id=${last.id}&mode=current&page=1&limit=10`,
    );
    expect(current.reduce((sum, row) => sum + row.amount, 0)).toBeCloseTo(last.amount, 2);
  });
});
