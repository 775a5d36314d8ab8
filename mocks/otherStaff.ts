import type { CashoutDecision, DeclineReason } from '../src/pages/cashouts/calls';
import { cashouts, CASHOUT_TYPES, CHALLENGES, rewards } from './db/cashouts';
import { ledgerChanged } from './db/cashoutReportIndex';
import { users } from './db/people';
import { decide } from '../src/pages/cashouts/mock';

const pendingIds = () =>
  [...(cashouts().indexBy('status').get('pending') ?? [])]
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((row) => row.id);

/**
 * Another staff member working the same queue, for trying the live queue of Manage Cashouts by
 * hand (`__mock.otherStaff.decide()` in the dev tools) and in tests (`suite.mock.otherStaff`).
 * Their decisions go through the same rules as the console's, without a request from the page.
 */
export const otherStaff = {
  /**
   * Decides a pending cashout (the oldest when no id is given); the server's answer, as the
   * decide call would give it (a 409 when it was already decided).
   */
  decide(
    id: number | undefined = pendingIds()[0],
    decision: CashoutDecision = 'approve',
    reason: DeclineReason | '' = decision === 'approve' ? '' : 'account_locked',
  ) {
    return decide({ id, decision, reason });
  },
  /**
   * New cashouts requested now by solvers without a pending one, each paying out a new reward;
   * their ids, newest last.
   */
  addCashouts(count = 3): number[] {
    const waiting = new Set(pendingIds().map((id) => cashouts().get(id)!.userId));
    const solvers = users()
      .all()
      .filter((user) => user.role === 'solver' && !waiting.has(user.id))
      .slice(0, count);
    const now = Date.now();
    const added = solvers.map((user, index) => {
      const cents = 1_000 + ((user.id * 137) % 40_000);
      const at = now - (solvers.length - index);
      const cashout = cashouts().insert({
        userId: user.id,
        cents,
        type: CASHOUT_TYPES[user.id % CASHOUT_TYPES.length],
        status: 'pending',
        createdAt: at,
        reason: null,
        action: null,
        decidedAt: null,
      });
      rewards().insert({
        userId: user.id,
        cents,
        createdAt: at - 60_000,
        kind: 'prize',
        challenge: user.id % CHALLENGES.length,
        cashoutId: cashout.id,
      });
      return cashout.id;
    });
    ledgerChanged();
    return added;
  },
};
