import type { VariantRule } from './variants';

/**
 * Fault injection, one API for unit, component and browser tests: force a status, a delay,
 * a network error, a non-JSON body or a time-out on any call of the contract.
 *
 * - unit / component tests: `mockControl.faults.add({ path: '/admin/stats', status: 500 })`;
 * - browser tests (the production build, mock in the test's process): `suite.fault(rule)`;
 * - the dev server and the mock build: `__mock.faults.add(rule)` in the console, or a JSON list
 *   in localStorage `mock:faults` set before the page loads (read on every request).
 * A `variant` rule lets the call answer, then rewrites the answer (numbers as text, junk, …).
 * A rule with `times` wears off after that many hits; the first rule added that matches applies.
 */
export interface FaultRule {
  /** Path relative to the API base, as in the seeds (`/admin/stats`); `*` matches any segment run. */
  path: string;
  method?: string;
  status?: number;
  /** The whole error body; default `{ data: { message, errors } }` from the two below. */
  body?: unknown;
  /** Shorthand for the body's `data.message`. */
  message?: string;
  /** Shorthand for the body's `data.errors`: a string or field errors by dotted path. */
  errors?: string | Record<string, string | string[]>;
  delayMs?: number;
  network?: boolean;
  nonJson?: boolean;
  /** Answers with no body at all (status 204 unless `status` says otherwise). */
  empty?: boolean;
  /** Never answers (the client's time-out fires). */
  timeout?: boolean;
  /**
   * The call does its work first (its writes happen), then the forced answer above replaces its
   * own: a server that did it and answered oddly (`{ empty: true, done: true }`: a 204).
   */
  done?: boolean;
  /**
   * Answers only once `faults.release()` is called (or the rules are cleared): a test keeps a
   * request under way for as long as its steps need, however slow the machine.
   */
  hold?: boolean;
  /** How many requests it hits before it wears off; default: all. */
  times?: number;
  /**
   * Only requests whose JSON body (or, for a GET, query) holds these top-level values:
   * `{ path: '/admin/solvers/cashouts/decide', when: { id: 7 }, status: 503 }` fails one cashout.
   */
  when?: Record<string, string | number | boolean>;
  /**
   * Answers as usual, then rewrites the answer into the accepted variants or into junk
   * (mocks/variants.ts): `{ path: '/admin/stats', variant: { mode: 'junk', fields: ['usersToday'] } }`.
   */
  variant?: VariantRule;
}

const STORAGE_KEY = 'mock:faults';
let rules: FaultRule[] = [];

/** The answers waiting for `release()`. */
const held = new Set<() => void>();
const releaseHeld = () => {
  for (const resolve of held) resolve();
  held.clear();
};

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
  new RegExp(
    `^/?${pattern
      .replace(/^\/+/, '')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}$`,
  );

/** Values compared as text: a body's `7` and a query's `"7"` are one id. */
const holds = (when: FaultRule['when'], sent: Record<string, unknown> | undefined) =>
  !when ||
  Object.entries(when).every(
    ([key, value]) => sent !== undefined && String(sent[key]) === String(value),
  );

export const faults = {
  add(rule: FaultRule) {
    load();
    rules.push(rule);
    persist();
  },
  clear() {
    rules = [];
    persist();
    releaseHeld();
  },
  /** Resolves when the held answers are let go (`release`). */
  heldUntilReleased: () => new Promise<void>((resolve) => held.add(resolve)),
  /** Lets every held answer go on; later requests a `hold` rule hits are held again. */
  release: releaseHeld,
  list: (): readonly FaultRule[] => {
    load();
    return rules;
  },
  /** The rule hitting this request, if any; a rule with `times` is used up as it hits. */
  take(method: string, path: string, sent?: Record<string, unknown>): FaultRule | undefined {
    load();
    const index = rules.findIndex(
      (rule) =>
        (!rule.method || rule.method.toUpperCase() === method) &&
        toRegExp(rule.path).test(path) &&
        holds(rule.when, sent),
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
