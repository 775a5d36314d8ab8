/**
 * Fault injection, one API for unit, component and browser tests: force a status, a delay,
 * a network error, a non-JSON body or a time-out on any call of the contract.
 */
export interface FaultRule {
  /** Path relative to the API base, as in the seeds (`/admin/stats`); `*` matches any segment run. */
  path: string;
  method?: string;
  status?: number;
  /** The error body; default `{ data: { message } }` for the status. */
  body?: unknown;
  delayMs?: number;
  network?: boolean;
  nonJson?: boolean;
  /** Never answers (the client's time-out fires). */
  timeout?: boolean;
  /** How many requests it hits before it wears off; default: all. */
  times?: number;
}

const STORAGE_KEY = 'mock:faults';
let rules: FaultRule[] = [];

const canStore = () => typeof localStorage !== 'undefined' && typeof window !== 'undefined';

const persist = () => {
  if (!canStore()) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(rules));
  } catch {
    // in memory only
  }
};

/** Browser tests may set rules before the page loads (localStorage `mock:faults`). */
const load = () => {
  if (!canStore()) return;
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (text) rules = JSON.parse(text) as FaultRule[];
  } catch {
    // ignore a broken entry
  }
};

const toRegExp = (pattern: string) =>
  new RegExp(`^/?${pattern.replace(/^\/+/, '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

export const faults = {
  add(rule: FaultRule) {
    load();
    rules.push(rule);
    persist();
  },
  clear() {
    rules = [];
    persist();
  },
  list: (): readonly FaultRule[] => {
    load();
    return rules;
  },
  /** The rule hitting this request, if any; a rule with `times` is used up as it hits. */
  take(method: string, path: string): FaultRule | undefined {
    load();
    const index = rules.findIndex(
      (rule) => (!rule.method || rule.method.toUpperCase() === method) && toRegExp(rule.path).test(path),
    );
    if (index < 0) return undefined;
    const rule = rules[index];
    if (rule.times !== undefined) {
      if (rule.times <= 1) rules.splice(index, 1);
      else rules[index] = { ...rule, times: rule.times - 1 };
      persist();
    }
    return rule;
  },
};
