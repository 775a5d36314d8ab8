import type {
  PlatformTotals,
  UserStatistics,
} from '../../src/resources/cashout-report-users/calls';
import type { ReportUser } from '../../src/resources/cashout-report-users/schema';
import { toDollars } from './cashouts';
import { ledgerVersion, reportIndex, type ReportIndex } from './cashoutReportIndex';

const DAY = 86_400_000;

export interface ReportCriteria {
  search: string;
  from: number;
  to: number;
  perseverance: '' | 'only' | 'exclude';
}

const dayStart = (value: string | null): number | null => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? null : time;
};

/** The four filters of seed 000 §7, read the same way by every report call. */
export const readCriteria = (query: URLSearchParams): ReportCriteria => {
  const from = dayStart(query.get('date_from'));
  const to = dayStart(query.get('date_to'));
  const perseverance = query.get('perseverance_filter');
  return {
    search: (query.get('search') ?? '').trim().toLowerCase(),
    from: from ?? -Infinity,
    to: to === null ? Infinity : to + DAY,
    perseverance: perseverance === 'only' || perseverance === 'exclude' ? perseverance : '',
  };
};

const criteriaKey = (criteria: ReportCriteria) =>
  `${criteria.search}|${criteria.from}|${criteria.to}|${criteria.perseverance}`;

/** Per included solver (by position in `positions`): the aggregates over the filtered transactions. */
export interface ReportResult {
  positions: Int32Array;
  rewardCents: Float64Array;
  rewardCount: Int32Array;
  cashoutCents: Float64Array;
  cashoutCount: Int32Array;
  pendingCents: number;
}

/** First position in [low, high) whose time is >= value (monomorphic: typed arrays only). */
const firstAtOrAfter = (times: Float64Array, value: number, low: number, high: number): number => {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
};

const ALL = 0;
const ONLY = 1;
const EXCLUDE = 2;

/**
 * One pass over the solvers with the spans' arrays in locals: a date range costs two binary
 * searches per solver and span, no range at all costs nothing but the prefix lookups.
 */
const compute = (index: ReportIndex, criteria: ReportCriteria): ReportResult => {
  const count = index.solvers.length;
  const { search } = criteria;
  const from = criteria.from;
  const to = criteria.to;
  const dated = from !== -Infinity || to !== Infinity;
  const mode =
    criteria.perseverance === 'only' ? ONLY : criteria.perseverance === 'exclude' ? EXCLUDE : ALL;
  const narrowed = dated || mode !== ALL;
  const positions = new Int32Array(count);
  const rewardCents = new Float64Array(count);
  const rewardCount = new Int32Array(count);
  const cashoutCents = new Float64Array(count);
  const cashoutCount = new Int32Array(count);
  const { haystack, bonusPrefix, bonusCount } = index;
  const rOff = index.rewards.offsets;
  const rTimes = index.rewards.times;
  const rPre = index.rewards.prefix;
  const aOff = index.approved.offsets;
  const aTimes = index.approved.times;
  const aPre = index.approved.prefix;
  const pOff = index.pending.offsets;
  const pTimes = index.pending.times;
  const pPre = index.pending.prefix;
  let pendingCents = 0;
  let kept = 0;
  for (let solver = 0; solver < count; solver += 1) {
    if (search && !haystack[solver].includes(search)) continue;
    let ra = rOff[solver];
    let rb = rOff[solver + 1];
    let ca = aOff[solver];
    let cb = aOff[solver + 1];
    if (dated) {
      if (ra < rb) {
        ra = firstAtOrAfter(rTimes, from, ra, rb);
        rb = firstAtOrAfter(rTimes, to, ra, rb);
      }
      if (ca < cb) {
        ca = firstAtOrAfter(aTimes, from, ca, cb);
        cb = firstAtOrAfter(aTimes, to, ca, cb);
      }
    }
    let cents = rPre[rb] - rPre[ra];
    let rewardsIn = rb - ra;
    if (mode === ONLY) {
      cents = bonusPrefix[rb] - bonusPrefix[ra];
      rewardsIn = bonusCount[rb] - bonusCount[ra];
    } else if (mode === EXCLUDE) {
      cents -= bonusPrefix[rb] - bonusPrefix[ra];
      rewardsIn -= bonusCount[rb] - bonusCount[ra];
    }
    // With a transaction filter, the report keeps only solvers with something in it.
    if (narrowed && rewardsIn === 0 && cb === ca) continue;
    positions[kept] = solver;
    rewardCents[kept] = cents;
    rewardCount[kept] = rewardsIn;
    cashoutCents[kept] = aPre[cb] - aPre[ca];
    cashoutCount[kept] = cb - ca;
    let pa = pOff[solver];
    let pb = pOff[solver + 1];
    if (pa < pb) {
      if (dated) {
        pa = firstAtOrAfter(pTimes, from, pa, pb);
        pb = firstAtOrAfter(pTimes, to, pa, pb);
      }
      pendingCents += pPre[pb] - pPre[pa];
    }
    kept += 1;
  }
  return {
    positions: positions.subarray(0, kept),
    rewardCents: rewardCents.subarray(0, kept),
    rewardCount: rewardCount.subarray(0, kept),
    cashoutCents: cashoutCents.subarray(0, kept),
    cashoutCount: cashoutCount.subarray(0, kept),
    pendingCents,
  };
};

/** Results per filter set (and ledger state), so paging and the summary cards reuse one pass. */
const cache = new Map<string, ReportResult>();
let cacheOwner: { index: ReportIndex; version: number } | null = null;
const CACHE_SIZE = 16;

const remember = <T>(store: Map<string, T>, key: string, make: () => T): T => {
  const hit = store.get(key);
  if (hit) {
    store.delete(key);
    store.set(key, hit);
    return hit;
  }
  const value = make();
  store.set(key, value);
  if (store.size > CACHE_SIZE) store.delete(store.keys().next().value as string);
  return value;
};

const sortCache = new Map<string, Int32Array>();

const currentIndex = (): ReportIndex => {
  const index = reportIndex();
  if (cacheOwner?.index !== index || cacheOwner.version !== ledgerVersion()) {
    cache.clear();
    sortCache.clear();
    cacheOwner = { index, version: ledgerVersion() };
  }
  return index;
};

export const reportResult = (
  criteria: ReportCriteria,
): { index: ReportIndex; result: ReportResult } => {
  const index = currentIndex();
  return { index, result: remember(cache, criteriaKey(criteria), () => compute(index, criteria)) };
};

const SORT_KEYS = {
  by_created_at: (index: ReportIndex, result: ReportResult, k: number) =>
    index.createdSec[result.positions[k]],
  by_last_login: (index: ReportIndex, result: ReportResult, k: number) =>
    index.loginSec[result.positions[k]],
  by_rewards_earned: (_: ReportIndex, result: ReportResult, k: number) => result.rewardCents[k],
  by_total_cashouts: (_: ReportIndex, result: ReportResult, k: number) => result.cashoutCents[k],
  by_rewards_balance: (_: ReportIndex, result: ReportResult, k: number) =>
    result.rewardCents[k] - result.cashoutCents[k],
} as const;

export type ReportOrder = `${keyof typeof SORT_KEYS}_${'asc' | 'desc'}`;

export const parseOrder = (
  order: string | null,
): { field: keyof typeof SORT_KEYS; desc: boolean } | null => {
  const match = /^(by_[a-z_]+)_(asc|desc)$/.exec(order ?? '');
  if (!match || !(match[1] in SORT_KEYS)) return null;
  return { field: match[1] as keyof typeof SORT_KEYS, desc: match[2] === 'desc' };
};

/**
 * Row numbers of `result` in the asked order. Keys are integers (seconds, cents), packed with the
 * row number into one float so the typed array's native numeric sort does the work.
 */
const sortedRows = (
  index: ReportIndex,
  result: ReportResult,
  order: ReturnType<typeof parseOrder>,
): Int32Array => {
  const count = result.positions.length;
  const rows = new Int32Array(count);
  if (!order) {
    for (let k = 0; k < count; k += 1) rows[k] = k;
    return rows;
  }
  const shift = 2 ** Math.max(1, Math.ceil(Math.log2(count + 1)));
  const packed = new Float64Array(count);
  const key = SORT_KEYS[order.field];
  for (let k = 0; k < count; k += 1) packed[k] = key(index, result, k) * shift + k;
  packed.sort();
  for (let k = 0; k < count; k += 1) {
    const value = packed[order.desc ? count - 1 - k : k];
    rows[k] = ((value % shift) + shift) % shift;
  }
  return rows;
};

export const orderedRows = (criteria: ReportCriteria, order: string | null) => {
  const { index, result } = reportResult(criteria);
  const parsed = parseOrder(order);
  const rows = remember(sortCache, `${criteriaKey(criteria)}#${parsed ? order : ''}`, () =>
    sortedRows(index, result, parsed),
  );
  return { index, result, rows };
};

export const reportUser = (index: ReportIndex, result: ReportResult, k: number): ReportUser => {
  const user = index.solvers[result.positions[k]];
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    accountCreated: user.createdAt,
    lastLogin: user.lastLoginAt,
    totalRewards: toDollars(result.rewardCents[k]),
    totalCashouts: toDollars(result.cashoutCents[k]),
    rewardsBalance: toDollars(result.rewardCents[k] - result.cashoutCents[k]),
    rewardCount: result.rewardCount[k],
    cashoutCount: result.cashoutCount[k],
  };
};

export const platformTotals = (result: ReportResult): PlatformTotals => {
  let rewardsCents = 0;
  let cashoutCents = 0;
  for (let k = 0; k < result.positions.length; k += 1) {
    rewardsCents += result.rewardCents[k];
    cashoutCents += result.cashoutCents[k];
  }
  return {
    totalRewards: toDollars(rewardsCents),
    totalCashouts: toDollars(cashoutCents),
    pendingRewards: toDollars(result.pendingCents),
  };
};

export const userStatistics = (result: ReportResult): UserStatistics => {
  let withRewards = 0;
  let withCashouts = 0;
  for (let k = 0; k < result.positions.length; k += 1) {
    if (result.rewardCount[k] > 0) withRewards += 1;
    if (result.cashoutCount[k] > 0) withCashouts += 1;
  }
  return {
    totalUsers: result.positions.length,
    usersWithRewards: withRewards,
    usersWithCashouts: withCashouts,
  };
};
