import { ApiError, isApiError } from '../../../api';
import type { CashoutDecision, DeclineReason } from '../calls';
import { isUnknownOutcome, keyFor, sentReason, type Attempt } from '../decision';
import { createListeners } from '../../../ui/listeners';

/** How many decisions are on the wire at once (a batch of 25 is not 25 requests at once). */
export const SEND_CONCURRENCY = 3;
/**
 * How long a released decision waits for its answer before its cards are drawn as sending: one
 * answered sooner is drawn once, final, so a keyboard queue pays one render per card, not two.
 * The card takes no second decision meanwhile (its phase is `sending` from the start).
 */
export const SHOW_SENDING_MS = 50;

export type CardPhase =
  | { kind: 'open' }
  /** In the undo window: nothing has left yet. */
  | { kind: 'held'; holdId: number; decision: CashoutDecision; deadline: number }
  | { kind: 'sending'; decision: CashoutDecision }
  | {
      kind: 'final';
      decision: CashoutDecision | null;
      action: string;
      where: FinalWhere;
      /** Decided outside this tab while this one held a decision: that decision was never sent. */
      dropped?: CashoutDecision;
    };

/**
 * Decided by this tab, by another tab of this browser, or by someone else (the list says so);
 * `unconfirmed`: sent from this tab, its answer lost, and the cashout no longer pending since
 * (docs/decisions.md, "Manage Cashouts: a lost answer").
 */
export type FinalWhere = 'here' | 'tab' | 'elsewhere' | 'unconfirmed';

export interface CardFailure {
  /** The toast's text: the server's message, the client's own for transport failures. */
  error: ApiError;
  /** The server may have applied it (time-out, lost connection): retrying keeps the key. */
  unknownOutcome: boolean;
}

export interface CardState {
  phase: CardPhase;
  reason: DeclineReason | '';
  failure: CardFailure | null;
}

/** One decision on one or more cashouts (a batch), held until its deadline, then sent. */
export interface Hold {
  id: number;
  cashoutIds: readonly number[];
  decision: CashoutDecision;
  reason: DeclineReason | '';
  /** One Idempotency-Key per cashout, made when the decision was chosen. */
  keys: ReadonlyMap<number, string>;
  deadline: number;
}

export type Outcome =
  { id: number; ok: true; action: string } | { id: number; ok: false; failure: CardFailure };

export interface DeskDeps {
  /** The seed's call; resolves with the server's action text (maybe empty). */
  send: (
    request: { id: number; decision: CashoutDecision; reason: DeclineReason | '' },
    key: string,
  ) => Promise<string | undefined>;
  /**
   * Sends `send` unless another tab of this browser decided the cashout first (then resolves
   * with that tab's action, nothing sent); by default everything is sent (desk/crossTab.ts).
   */
  claim?: (id: number, send: () => Promise<string>) => Promise<{ sent: boolean; action: string }>;
  /** The label of a decision, for a 2xx without the server's action text. */
  label: (decision: CashoutDecision) => string;
  /** The undo window in milliseconds (the staff member's setting; `setWindowMs` changes it). */
  windowMs: number;
  newKey?: () => string;
  now?: () => number;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
  /** Each hold once all its cashouts have an answer: toasts, the log, a refresh. */
  onSettled?: (hold: Hold, outcomes: readonly Outcome[]) => void;
  /** A cashout reached its final state here (other tabs are told). */
  onFinal?: (id: number, decision: CashoutDecision, action: string) => void;
  /** A decision whose answer was lost, the cashout no longer pending since: sent, unconfirmed. */
  onUnconfirmed?: (id: number, decision: CashoutDecision) => void;
}

/** Who else follows the desk's decisions (the decision log, the other tabs), by `watch`. */
export type DeskWatcher = Pick<DeskDeps, 'onSettled' | 'onFinal' | 'onUnconfirmed'>;

const OPEN: CardState = { phase: { kind: 'open' }, reason: '', failure: null };

const asApiError = (caught: unknown) =>
  isApiError(caught)
    ? caught
    : new ApiError({ message: 'app.error.generic', status: 0, kind: 'network' });

/**
 * The desk's decisions, outside React so that a timer, a second tab and the keyboard act on
 * one truth: cards, holds in their undo window, and the requests under way. A hold leaves once
 * (its deadline, Send now, or leaving the page, whichever comes first); Undo before that sends
 * nothing. See docs/decisions.md, "Manage Cashouts: the undo window".
 */
export const createDesk = (deps: DeskDeps) => {
  const now = deps.now ?? (() => Date.now());
  const schedule = deps.schedule ?? ((run, ms) => window.setTimeout(run, ms));
  const cancel = deps.cancel ?? ((handle) => window.clearTimeout(handle as number));
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  let windowMs = deps.windowMs;
  let cards = new Map<number, CardState>();
  let holds: Hold[] = [];
  const timers = new Map<number, unknown>();
  const attempts = new Map<number, Attempt>();
  const queue: { hold: Hold; id: number }[] = [];
  let inFlight = 0;
  let nextHoldId = 1;
  let version = 0;
  const listeners = createListeners();
  const watchers = new Set<DeskWatcher>([deps]);

  const emit = () => {
    version += 1;
    listeners.notify();
  };
  const card = (id: number): CardState => cards.get(id) ?? OPEN;
  const patch = (id: number, next: Partial<CardState>) => {
    cards = new Map(cards).set(id, { ...card(id), ...next });
  };

  const claim = deps.claim ?? (async (_id, send) => ({ sent: true, action: await send() }));
  /** Each hold's answers so far; `null` for a cashout another tab decided first (not sent). */
  const outcomes = new Map<number, (Outcome | null)[]>();
  /** Run once nothing is held, queued, on the wire or waiting for its hold's last answer. */
  let idleWaiters: (() => void)[] = [];
  const idle = () =>
    holds.length === 0 && queue.length === 0 && inFlight === 0 && outcomes.size === 0;
  const runIdleWaiters = () => {
    if (!idle() || idleWaiters.length === 0) return;
    const waiting = idleWaiters;
    idleWaiters = [];
    waiting.forEach((run) => run());
  };
  const settle = (hold: Hold, outcome: Outcome | null) => {
    const list = [...(outcomes.get(hold.id) ?? []), outcome];
    outcomes.set(hold.id, list);
    if (list.length < hold.cashoutIds.length) return;
    outcomes.delete(hold.id);
    const answered = list.filter((item): item is Outcome => item !== null);
    // Nothing of the hold was sent: no toast, no log entry here (the deciding tab has them).
    if (answered.length > 0) watchers.forEach((watcher) => watcher.onSettled?.(hold, answered));
  };

  const sendOne = async (hold: Hold, id: number) => {
    const key = hold.keys.get(id)!;
    /** The card as the server left it; once (a card decided meanwhile elsewhere stays so). */
    const showFinal = (action: string) => {
      if (card(id).phase.kind !== 'sending') return;
      patch(id, {
        phase: { kind: 'final', decision: hold.decision, action, where: 'here' },
        failure: null,
      });
      watchers.forEach((watcher) => watcher.onFinal?.(id, hold.decision, action));
      emit();
    };
    try {
      // A 2xx is done whatever its body: without the server's word, the chosen label says it.
      const claimed = await claim(id, async () => {
        const sent = deps.send({ id, decision: hold.decision, reason: hold.reason }, key);
        const action = (await sent) || deps.label(hold.decision);
        // Final once the server has answered: drawn now, while the claim still marks the cashout
        // decided for the other tabs (a round trip to the browser the staff member need not wait).
        showFinal(action);
        return action;
      });
      const { action } = claimed;
      attempts.delete(id);
      if (!claimed.sent) {
        patch(id, {
          phase: { kind: 'final', decision: null, action, where: 'tab', dropped: hold.decision },
          failure: null,
        });
        settle(hold, null);
        return;
      }
      showFinal(action);
      settle(hold, { id, ok: true, action });
    } catch (caught) {
      const error = asApiError(caught);
      const failure = { error, unknownOutcome: isUnknownOutcome(error) };
      const attempt = attempts.get(id);
      if (attempt) attempt.unknownOutcome = failure.unknownOutcome;
      if (card(id).phase.kind === 'sending') patch(id, { phase: { kind: 'open' }, failure });
      settle(hold, { id, ok: false, failure });
    }
  };

  const pump = () => {
    while (inFlight < SEND_CONCURRENCY && queue.length > 0) {
      const { hold, id } = queue.shift()!;
      inFlight += 1;
      void sendOne(hold, id).finally(() => {
        inFlight -= 1;
        pump();
        emit();
        runIdleWaiters();
      });
    }
  };

  /** The hold leaves: only once, whichever of its deadline, Send now or a flush comes first. */
  const release = (holdId: number) => {
    const hold = holds.find((candidate) => candidate.id === holdId);
    if (!hold) return 0;
    holds = holds.filter((candidate) => candidate !== hold);
    cancel(timers.get(holdId));
    timers.delete(holdId);
    // The cards are drawn as sending only when the answer is slow (SHOW_SENDING_MS): drawn in
    // the keypress's own frame, they held the request back by that frame (30 to 100 ms on a page
    // of 30 cards), and drawn as it left, they held back the answer's drawing the same way.
    schedule(() => {
      if (hold.cashoutIds.some((id) => card(id).phase.kind === 'sending')) emit();
    }, SHOW_SENDING_MS);
    for (const id of hold.cashoutIds) {
      patch(id, { phase: { kind: 'sending', decision: hold.decision } });
      queue.push({ hold, id });
    }
    pump();
    return hold.cashoutIds.length;
  };

  const choose = (
    ids: readonly number[],
    decision: CashoutDecision,
    reason: DeclineReason | '',
    options: { immediate?: boolean; keys?: ReadonlyMap<number, string> } = {},
  ): Hold | null => {
    const open = ids.filter((id) => card(id).phase.kind === 'open');
    if (open.length === 0) return null;
    const sent = sentReason(decision, reason);
    const keys = new Map<number, string>();
    for (const id of open) {
      const key = options.keys?.get(id) ?? keyFor(attempts.get(id) ?? null, decision, sent, newKey);
      keys.set(id, key);
      attempts.set(id, { decision, reason: sent, key, unknownOutcome: false });
    }
    const wait = options.immediate ? 0 : Math.max(0, windowMs);
    const hold: Hold = {
      id: nextHoldId++,
      cashoutIds: open,
      decision,
      reason: sent,
      keys,
      deadline: now() + wait,
    };
    holds = [...holds, hold];
    for (const id of open) {
      patch(id, {
        phase: { kind: 'held', holdId: hold.id, decision, deadline: hold.deadline },
        failure: null,
      });
    }
    if (wait === 0) release(hold.id);
    else {
      timers.set(
        hold.id,
        schedule(() => release(hold.id), wait),
      );
      emit();
    }
    return hold;
  };

  /** Undo: the hold goes, nothing was sent, its cards are open again with their reasons. */
  const undo = (holdId: number) => {
    const hold = holds.find((candidate) => candidate.id === holdId);
    if (!hold) return false;
    holds = holds.filter((candidate) => candidate !== hold);
    cancel(timers.get(holdId));
    timers.delete(holdId);
    for (const id of hold.cashoutIds) patch(id, { phase: { kind: 'open' } });
    emit();
    runIdleWaiters();
    return true;
  };

  /**
   * Retry failed: the cashouts of an answered hold that are still open under its decision (none
   * chosen for them since) leave again at once, each under the key it had: a retry of a request
   * the server did apply is answered, never applied twice.
   */
  const retry = (hold: Hold, ids: readonly number[]) =>
    choose(
      ids.filter((id) => attempts.get(id)?.key === hold.keys.get(id)),
      hold.decision,
      hold.reason,
      { immediate: true, keys: hold.keys },
    );

  /**
   * A cashout decided outside this tab: final here, and never sent from here. One this tab sent
   * whose answer was lost (`unconfirmedAction` then labels it) is this tab's own decision, not
   * someone else's: final as sent and unconfirmed.
   */
  const settleOutside = (
    id: number,
    where: 'tab' | 'elsewhere',
    action: string,
    unconfirmedAction = action,
  ) => {
    const phase = card(id).phase;
    if (phase.kind === 'final' || phase.kind === 'sending') return;
    const lost = attempts.get(id);
    if (phase.kind === 'open' && where === 'elsewhere' && lost?.unknownOutcome) {
      attempts.delete(id);
      patch(id, {
        phase: {
          kind: 'final',
          decision: lost.decision,
          action: unconfirmedAction,
          where: 'unconfirmed',
        },
        failure: null,
      });
      watchers.forEach((watcher) => watcher.onUnconfirmed?.(id, lost.decision));
      emit();
      return;
    }
    const dropped = phase.kind === 'held' ? phase.decision : undefined;
    if (phase.kind === 'held') {
      const hold = holds.find((candidate) => candidate.id === phase.holdId);
      if (hold) {
        const rest = hold.cashoutIds.filter((other) => other !== id);
        if (rest.length === 0) undo(hold.id);
        else holds = holds.map((h) => (h === hold ? { ...hold, cashoutIds: rest } : h));
      }
    }
    patch(id, {
      phase: { kind: 'final', decision: null, action, where, ...(dropped && { dropped }) },
      failure: null,
    });
    emit();
  };

  return {
    subscribe: listeners.subscribe,
    version: () => version,
    setWindowMs: (ms: number) => {
      windowMs = ms;
    },
    card,
    holds: () => holds,
    setReason: (id: number, reason: DeclineReason | '') => {
      if (card(id).phase.kind !== 'open') return;
      patch(id, { reason, failure: null });
      emit();
    },
    choose,
    retry,
    undo,
    /** `u`: the newest hold still waiting. */
    undoLast: () => {
      const last = holds.at(-1);
      return last ? undo(last.id) : false;
    },
    sendNow: release,
    /** Leaving the page: every hold leaves now; how many cashouts that sent. */
    flush: () => holds.map((hold) => hold.id).reduce((sum, id) => sum + release(id), 0),
    pendingCount: () => holds.reduce((sum, hold) => sum + hold.cashoutIds.length, 0),
    settleOutside,
    /**
     * Runs `run` once nothing is held, queued or on the wire (at once when so): a follower
     * that leaves with the page still hears the answers of what it sent as it left.
     */
    whenIdle: (run: () => void) => {
      idleWaiters.push(run);
      runIdleWaiters();
    },
    /** Follows every settled hold and every final decision made here; returns the unfollow. */
    watch: (watcher: DeskWatcher) => {
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
      };
    },
  };
};

export type Desk = ReturnType<typeof createDesk>;
