import { defineTable, type SeedContext } from './database';
import { users, type UserRow } from './people';
import { createRng, type Rng } from './random';

/** Amounts are kept in cents so sums are exact; the API speaks dollars. */
export type RewardKind = 'prize' | 'participation' | 'perseverance';
export type CashoutStatus = 'pending' | 'approved' | 'declined';

export interface RewardRow {
  id: number;
  userId: number;
  cents: number;
  /** Epoch milliseconds. */
  createdAt: number;
  kind: RewardKind;
  /** Index into CHALLENGES. */
  challenge: number;
  /** The cashout that paid (or tried to pay) this reward; null while it sits in the balance. */
  cashoutId: number | null;
}

export interface CashoutRow {
  id: number;
  userId: number;
  cents: number;
  type: string;
  status: CashoutStatus;
  createdAt: number;
  reason: string | null;
  /** The server's action text, once decided in this session. */
  action: string | null;
  decidedAt: number | null;
}

export const CHALLENGES = [
  ['Smart Packaging', 'smart-packaging'],
  ['Campus Energy Saver', 'campus-energy-saver'],
  ['Future of Banking', 'future-of-banking'],
  ['Healthy Snacks for Gen Z', 'healthy-snacks-gen-z'],
  ['Reinventing Retail', 'reinventing-retail'],
  ['Water Footprint', 'water-footprint'],
  ['Remote Work Tools', 'remote-work-tools'],
  ['Electric Commute', 'electric-commute'],
] as const;

export const CASHOUT_TYPES = ['PayPal', 'Venmo'] as const;
export const PENDING_CASHOUTS = 12;
const DAY = 86_400_000;

interface Ledger {
  key: string;
  rewards: RewardRow[];
  cashouts: CashoutRow[];
}
let ledger: Ledger | null = null;

const rewardCents = (rng: Rng, kind: RewardKind) =>
  kind === 'prize'
    ? rng.int(50, 500) * 100
    : kind === 'perseverance'
      ? rng.int(5, 25) * 100
      : rng.int(1, 20) * 100 + rng.int(0, 99);

const pickKind = (rng: Rng): RewardKind => {
  const draw = rng.next();
  return draw < 0.15 ? 'perseverance' : draw < 0.4 ? 'prize' : 'participation';
};

/** One solver's history: rewards over time, cashed out every few rewards (a few declined). */
const solverLedger = (
  rng: Rng,
  user: UserRow,
  now: number,
  out: Ledger,
  pending: boolean,
  withDeclined: boolean,
) => {
  const created = Date.parse(user.createdAt);
  const count = pending ? rng.int(3, 8) : rng.int(0, 14);
  const times = Array.from(
    { length: count },
    () => created + rng.next() * (now - DAY - created),
  ).sort((a, b) => a - b);
  let open: RewardRow[] = [];
  const cashOut = (status: CashoutStatus, at: number) => {
    const id = out.cashouts.length + 1;
    const cents = open.reduce((sum, reward) => sum + reward.cents, 0);
    out.cashouts.push({
      id,
      userId: user.id,
      cents,
      type: rng.pick(CASHOUT_TYPES),
      status,
      createdAt: at,
      reason: null,
      action: null,
      decidedAt: null,
    });
    for (const reward of open) reward.cashoutId = id;
    open = [];
  };
  let declinedDone = false;
  times.forEach((time, index) => {
    const kind = pickKind(rng);
    const reward: RewardRow = {
      id: out.rewards.length + 1,
      userId: user.id,
      cents: rewardCents(rng, kind),
      createdAt: Math.round(time),
      kind,
      challenge: rng.int(0, CHALLENGES.length - 1),
      cashoutId: null,
    };
    out.rewards.push(reward);
    open.push(reward);
    const last = index === count - 1;
    if (!last && rng.chance(0.3)) {
      const declined = (withDeclined && !declinedDone) || rng.chance(0.04);
      declinedDone ||= declined;
      cashOut(declined ? 'declined' : 'approved', Math.round(time + rng.next() * DAY));
    }
  });
  if (pending && open.length > 0) cashOut('pending', now - rng.int(1, 72) * 3_600_000);
};

/** Both tables come from one pass over the solvers, so rewards and cashouts agree. */
const buildLedger = ({ scale, now }: SeedContext): Ledger => {
  const key = `${scale}:${now.getTime()}`;
  if (ledger?.key === key) return ledger;
  const rng = createRng(`cashout-ledger:${scale}`);
  const out: Ledger = { key, rewards: [], cashouts: [] };
  const solvers = users().filter((user) => user.role === 'solver');
  const step = Math.max(1, Math.floor(solvers.length / PENDING_CASHOUTS));
  solvers.forEach((user, index) => {
    const pending = index % step === 0 && index / step < PENDING_CASHOUTS;
    solverLedger(rng, user, now.getTime(), out, pending, pending && (index / step) % 3 === 0);
  });
  ledger = out;
  return out;
};

export const rewards = defineTable<RewardRow>('rewards', (context) => buildLedger(context).rewards);
export const cashouts = defineTable<CashoutRow>(
  'cashouts',
  (context) => buildLedger(context).cashouts,
);

export const toDollars = (cents: number) => Math.round(cents) / 100;

/** The provider balance before any decision of this session. */
export const OPENING_BALANCE_CENTS = 4_825_000;
