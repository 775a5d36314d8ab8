import {
  cashouts,
  CHALLENGES,
  OPENING_BALANCE_CENTS,
  rewards,
  toDollars,
  type CashoutRow,
  type RewardRow,
} from '../../../mocks/db/cashouts';
import { ledgerChanged } from '../../../mocks/db/cashoutReportIndex';
import { users } from '../../../mocks/db/people';
import { definePageMock } from '../../../mocks/resourceMock';
import { fail, invalid, notFound, ok, paginated, readPage } from '../../../mocks/respond';
import { api } from '../../../mocks/route';
import {
  CASHOUT_DECISIONS,
  cashoutBalanceCall,
  cashoutsCall,
  cashoutTransactionsCall,
  DECLINE_REASONS,
  decideCashoutCall,
  TRANSACTION_MODES,
  type Cashout,
  type CashoutDecision,
  type CashoutsSummary,
  type Transaction,
} from './calls';
import { screens } from './route';

const ACTIONS: Record<CashoutDecision, string> = {
  approve: 'Approved',
  decline: 'Declined',
  deactivate: 'Declined & Deactivated',
};

const toCashout = (row: CashoutRow): Cashout => {
  const user = users().get(row.userId);
  const declined = (cashouts().indexBy('userId').get(row.userId) ?? []).some(
    (other) => other.status === 'declined',
  );
  return {
    id: row.id,
    user_name: user?.name ?? 'Unknown user',
    user_path: `/users/${row.userId}`,
    user_email: user?.email ?? '',
    user_id: row.userId,
    type: row.type,
    declined,
    timestamp: new Date(row.createdAt).toISOString(),
    amount: toDollars(row.cents),
  };
};

// Indexed: at 100,000 solvers a scan of every cashout per request is too slow.
const pendingRows = () =>
  [...(cashouts().indexBy('status').get('pending') ?? [])].sort(
    (a, b) => a.createdAt - b.createdAt,
  );

const toTransaction = (row: RewardRow): Transaction => {
  const [title, slug] = CHALLENGES[row.challenge];
  return {
    amount: toDollars(row.cents),
    description: `${row.kind === 'perseverance' ? 'Perseverance bonus' : 'Reward'}: ${title}`,
    path: `/challenges/${slug}`,
    date: new Date(row.createdAt).toISOString(),
  };
};

/** Answers already given per Idempotency-Key: the same key gets the same answer, decided once. */
const answered = new WeakMap<
  object,
  Map<string, { fingerprint: string; status: number; body: unknown }>
>();
const answersOf = () => {
  const table = cashouts();
  let map = answered.get(table);
  if (!map) answered.set(table, (map = new Map()));
  return map;
};

export interface DecideBody {
  decision?: unknown;
  id?: unknown;
  reason?: unknown;
}

export const decide = (body: DecideBody): { status: number; body: unknown } => {
  const decision = body.decision as CashoutDecision;
  if (!CASHOUT_DECISIONS.includes(decision))
    return {
      status: 422,
      body: { data: { message: 'Unknown decision', errors: { decision: 'is not valid' } } },
    };
  const row = cashouts().get(Number(body.id));
  if (!row) return { status: 404, body: { data: { message: 'Cashout not found' } } };
  if (row.status !== 'pending')
    return { status: 409, body: { data: { message: 'This cashout has already been decided' } } };
  const reason = typeof body.reason === 'string' ? body.reason : '';
  if (decision !== 'approve' && !DECLINE_REASONS.some((known) => known === reason)) {
    return {
      status: 422,
      body: {
        data: {
          message: 'Please choose a decline reason',
          errors: { reason: 'Choose a decline reason' },
        },
      },
    };
  }
  const action = ACTIONS[decision];
  cashouts().update(row.id, {
    status: decision === 'approve' ? 'approved' : 'declined',
    reason: reason || null,
    action,
    decidedAt: Date.now(),
  });
  if (decision === 'deactivate') users().update(row.userId, { active: false });
  ledgerChanged();
  return { status: 200, body: { data: { action } } };
};

/**
 * Manage Cashouts: /admin/solvers/cashouts…; `decide` is also how another staff member decides
 * (mocks/otherStaff.ts). The page's link is in the default menu's Students section
 * (mocks/handlers/context.ts).
 */
export const mock = definePageMock(screens[0], {
  handlers: [
    api.get(cashoutBalanceCall.path, () => {
      const paid = cashouts()
        .all()
        .reduce(
          (sum, row) => sum + (row.decidedAt && row.status === 'approved' ? row.cents : 0),
          0,
        );
      return ok(toDollars(OPENING_BALANCE_CENTS - paid));
    }),
    api.get(cashoutsCall.path, () => {
      const rows = pendingRows();
      const summary: CashoutsSummary = {
        count: rows.length,
        cashouts: rows.map(toCashout),
        total: toDollars(rows.reduce((sum, row) => sum + row.cents, 0)),
      };
      return ok(summary);
    }),
    api.post(decideCashoutCall.path, ({ request, body }) => {
      const payload = (body && typeof body === 'object' ? body : {}) as DecideBody;
      const key = request.headers.get('idempotency-key');
      const fingerprint = JSON.stringify([payload.decision, payload.id, payload.reason ?? '']);
      const previous = key ? answersOf().get(key) : undefined;
      if (previous && previous.fingerprint !== fingerprint)
        return fail(422, 'This Idempotency-Key was used for another request');
      const answer = previous ?? decide(payload);
      // Only final answers are remembered: a refused request may be corrected and sent again.
      if (key && !previous && answer.status === 200)
        answersOf().set(key, { fingerprint, ...answer });
      return Response.json(answer.body, { status: answer.status });
    }),
    api.get(cashoutTransactionsCall.path, ({ query }) => {
      const row = cashouts().get(Number(query.get('id')));
      if (!row) return notFound('Cashout');
      const mode = query.get('mode') ?? 'current';
      if (!TRANSACTION_MODES.some((known) => known === mode))
        return invalid({ mode: 'must be current, all or declined' });
      const declinedIds = new Set(
        (cashouts().indexBy('userId').get(row.userId) ?? [])
          .filter((other) => other.status === 'declined')
          .map((other) => other.id),
      );
      const keep = (reward: RewardRow) =>
        mode === 'all' ||
        (mode === 'current'
          ? reward.cashoutId === row.id
          : reward.cashoutId !== null && declinedIds.has(reward.cashoutId));
      const rows = (rewards().indexBy('userId').get(row.userId) ?? [])
        .filter(keep)
        .sort((a, b) => b.createdAt - a.createdAt);
      return paginated(rows, readPage(query, 10), toTransaction);
    }),
  ],
});
