import { cashouts, rewards, type CashoutRow, type RewardRow } from './cashouts';
import { users, type UserRow } from './people';

/**
 * Per-solver sorted arrays with prefix sums over the ledger, so a report over 100,000 solvers
 * and a million transactions answers in milliseconds: a date range is two binary searches per
 * solver, the perseverance filter one more prefix array.
 */
export interface Span<T = RewardRow | CashoutRow> {
  /** Offsets per solver into the flat arrays: solver i owns [offsets[i], offsets[i + 1]). */
  offsets: Int32Array;
  times: Float64Array;
  /** prefix[k] = sum of cents of positions before k (flat, so a user's sum is prefix[b] - prefix[a]). */
  prefix: Float64Array;
  rows: T[];
}

export interface ReportIndex {
  solvers: UserRow[];
  position: Map<number, number>;
  /** Sort keys of the solvers' own fields, in seconds (-1: never logged in). */
  createdSec: Float64Array;
  loginSec: Float64Array;
  /** Lower-cased name and e-mail, for the search. */
  haystack: string[];
  rewards: Span<RewardRow>;
  /** Perseverance bonus rewards: cents and count prefixes over the rewards span. */
  bonusPrefix: Float64Array;
  bonusCount: Int32Array;
  approved: Span<CashoutRow>;
  pending: Span<CashoutRow>;
}

const buildSpan = <T extends { userId: number; createdAt: number; cents: number }>(
  solvers: UserRow[],
  position: Map<number, number>,
  rows: readonly T[],
): Span<T> => {
  const buckets: T[][] = solvers.map(() => []);
  for (const row of rows) {
    const at = position.get(row.userId);
    if (at !== undefined) buckets[at].push(row);
  }
  const offsets = new Int32Array(solvers.length + 1);
  const flat: T[] = [];
  buckets.forEach((bucket, index) => {
    bucket.sort((a, b) => a.createdAt - b.createdAt);
    for (const row of bucket) flat.push(row);
    offsets[index + 1] = flat.length;
  });
  const times = new Float64Array(flat.length);
  const prefix = new Float64Array(flat.length + 1);
  flat.forEach((row, k) => {
    times[k] = row.createdAt;
    prefix[k + 1] = prefix[k] + row.cents;
  });
  return { offsets, times, prefix, rows: flat };
};

const build = (): ReportIndex => {
  const solvers = users().filter((user) => user.role === 'solver');
  const position = new Map(solvers.map((user, index) => [user.id, index]));
  const rewardSpan = buildSpan(solvers, position, rewards().all());
  const all = cashouts().all();
  const approved = buildSpan(
    solvers,
    position,
    all.filter((row) => row.status === 'approved'),
  );
  const pending = buildSpan(
    solvers,
    position,
    all.filter((row) => row.status === 'pending'),
  );
  const bonusPrefix = new Float64Array(rewardSpan.rows.length + 1);
  const bonusCount = new Int32Array(rewardSpan.rows.length + 1);
  rewardSpan.rows.forEach((row, k) => {
    const bonus = row.kind === 'perseverance';
    bonusPrefix[k + 1] = bonusPrefix[k] + (bonus ? row.cents : 0);
    bonusCount[k + 1] = bonusCount[k] + (bonus ? 1 : 0);
  });
  const createdSec = Float64Array.from(solvers, (user) =>
    Math.floor(Date.parse(user.createdAt) / 1000),
  );
  const loginSec = Float64Array.from(solvers, (user) =>
    user.lastLoginAt ? Math.floor(Date.parse(user.lastLoginAt) / 1000) : -1,
  );
  const haystack = solvers.map((user) => `${user.name}\n${user.email}`.toLowerCase());
  return {
    solvers,
    position,
    createdSec,
    loginSec,
    haystack,
    rewards: rewardSpan,
    bonusPrefix,
    bonusCount,
    approved,
    pending,
  };
};

let cached: { owners: unknown[]; version: number; index: ReportIndex } | null = null;
let version = 0;

/** Called after any write to the ledger (a decision), so the next report rebuilds. */
export const ledgerChanged = () => {
  version += 1;
};
export const ledgerVersion = () => version;

/** The index of the current seed; rebuilt when the database was reset or the ledger written. */
export const reportIndex = (): ReportIndex => {
  const owners = [users(), rewards(), cashouts()];
  if (
    cached &&
    cached.version === version &&
    cached.owners.every((owner, index) => owner === owners[index])
  ) {
    return cached.index;
  }
  cached = { owners, version, index: build() };
  return cached.index;
};

/** First position in [from, to) whose time is >= value. */
export const lowerBound = (
  times: Float64Array,
  value: number,
  from: number,
  to: number,
): number => {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
};
