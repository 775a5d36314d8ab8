import { describe, expect, it } from 'vitest';
import type {
  PlatformTotals,
  ReportTransaction,
  UserStatistics,
} from '../../src/resources/cashout-report-users/calls';
import type { CashoutsSummary } from '../../src/pages/cashouts/calls';
import type { ReportUser } from '../../src/resources/cashout-report-users/schema';
import { mockControl } from '../../mocks/node';

const BASE = 'http://localhost/api/v1/admin/solvers';

const get = async <T>(path: string) => {
  const response = await fetch(`${BASE}${path}`);
  return {
    status: response.status,
    ...((await response.json()) as { data: T; meta?: { pagination: { totalCount: number } } }),
  };
};

const decide = async (body: object, key: string) => {
  const response = await fetch(`${BASE}/cashouts/decide`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data: { action?: string; message?: string; errors?: Record<string, string> };
    },
  };
};

describe('the cashouts mock', () => {
  it('decides once per Idempotency-Key; the decided cashout leaves the pending list', async () => {
    const before = await get<CashoutsSummary>('/cashouts');
    const id = before.data.cashouts[0].id;
    const first = await decide({ decision: 'approve', id, reason: '' }, 'key-1');
    const again = await decide({ decision: 'approve', id, reason: '' }, 'key-1');
    expect(first).toEqual({ status: 200, body: { data: { action: 'Approved' } } });
    expect(again).toEqual(first);
    const other = await decide({ decision: 'approve', id, reason: '' }, 'key-2');
    expect(other.status).toBe(409);
    const after = await get<CashoutsSummary>('/cashouts');
    expect(after.data.count).toBe(before.data.count - 1);
    expect(after.data.cashouts.some((cashout) => cashout.id === id)).toBe(false);
    const balance = await get<number>('/cashouts/balance');
    expect(balance.data).toBeCloseTo(48_250 - before.data.cashouts[0].amount, 2);
  });

  it('refuses a decline without a reason with a field error, and keeps the cashout pending', async () => {
    const { data } = await get<CashoutsSummary>('/cashouts');
    const refused = await decide(
      { decision: 'decline', id: data.cashouts[0].id, reason: '' },
      'key-3',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual({ reason: 'Choose a decline reason' });
    expect((await get<CashoutsSummary>('/cashouts')).data.count).toBe(data.count);
  });

  it('has pending cashouts with declined transactions', async () => {
    const { data } = await get<CashoutsSummary>('/cashouts');
    const declined = data.cashouts.find((cashout) => cashout.declined)!;
    expect(declined).toBeDefined();
    const list = await get<ReportTransaction[]>(
      `/cashouts/transactions?id=${declined.id}&mode=declined&page=1&limit=10`,
    );
    expect(list.data.length).toBeGreaterThan(0);
    const current = await get<ReportTransaction[]>(
      `/cashouts/transactions?id=${declined.id}&mode=current&page=1&limit=10`,
    );
    expect(current.data.reduce((sum, row) => sum + row.amount, 0)).toBeCloseTo(declined.amount, 2);
  });
});

describe('the cashout report mock', () => {
  const FILTER_SETS = [
    '',
    'perseverance_filter=only',
    'perseverance_filter=exclude&date_from=2025-06-01',
    'search=ma&date_to=2026-01-31',
  ];

  it.each(FILTER_SETS)(
    'agrees between users, totals, statistics and transactions (%s)',
    async (filters) => {
      mockControl.reset();
      const users = await get<ReportUser[]>(`/cashout_reports/users?page=1&limit=1000&${filters}`);
      const totals = await get<PlatformTotals>(`/cashout_reports/totals?${filters}`);
      const statistics = await get<UserStatistics>(`/cashout_reports/statistics?${filters}`);
      const sum = (pick: (user: ReportUser) => number) =>
        users.data.reduce((total, user) => total + pick(user), 0);
      expect(users.meta?.pagination.totalCount).toBe(users.data.length);
      expect(statistics.data.totalUsers).toBe(users.data.length);
      expect(statistics.data.usersWithRewards).toBe(
        users.data.filter((user) => user.rewardCount > 0).length,
      );
      expect(totals.data.totalRewards).toBeCloseTo(
        sum((user) => user.totalRewards),
        2,
      );
      expect(totals.data.totalCashouts).toBeCloseTo(
        sum((user) => user.totalCashouts),
        2,
      );
      const sample = users.data.find((user) => user.rewardCount > 0)!;
      const rewards = await get<ReportTransaction[]>(
        `/cashout_reports/transactions?user_id=${sample.userId}&mode=rewards&order=by_created_at_desc&${filters}`,
      );
      expect(rewards.data).toHaveLength(sample.rewardCount);
      expect(rewards.data.reduce((total, row) => total + row.amount, 0)).toBeCloseTo(
        sample.totalRewards,
        2,
      );
      const dates = rewards.data.map((row) => row.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    },
  );

  it('sorts by every field in both directions', async () => {
    const pick: Record<string, (user: ReportUser) => number> = {
      by_created_at: (user) => Date.parse(user.accountCreated),
      by_last_login: (user) => (user.lastLogin ? Date.parse(user.lastLogin) : -1),
      by_rewards_earned: (user) => user.totalRewards,
      by_total_cashouts: (user) => user.totalCashouts,
      by_rewards_balance: (user) => user.rewardsBalance,
    };
    for (const [field, value] of Object.entries(pick)) {
      for (const direction of ['asc', 'desc']) {
        const { data } = await get<ReportUser[]>(
          `/cashout_reports/users?page=2&limit=50&order=${field}_${direction}`,
        );
        const values = data.map(value);
        const sorted = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));
        // The server compares dates to the second.
        const coarse = (v: number) =>
          field.startsWith('by_created') || field.startsWith('by_last') ? Math.floor(v / 1000) : v;
        expect(values.map(coarse)).toEqual(sorted.map(coarse));
      }
    }
  });
});
