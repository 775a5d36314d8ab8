import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api';
import {
  createDesk,
  SEND_CONCURRENCY,
  SHOW_SENDING_MS,
  type DeskDeps,
} from '../../src/pages/cashouts/desk/deskStore';

type Sent = { id: number; decision: string; reason: string; key: string };

const setup = (overrides: Partial<DeskDeps> = {}) => {
  const sent: Sent[] = [];
  let keys = 0;
  const settled = vi.fn();
  const desk = createDesk({
    send: (request, key) => {
      sent.push({ ...request, key });
      return overrides.send ? overrides.send(request, key) : Promise.resolve('Approved');
    },
    label: (decision) => `label:${decision}`,
    windowMs: 5000,
    newKey: () => `key-${++keys}`,
    onSettled: settled,
    ...(overrides.windowMs !== undefined ? { windowMs: overrides.windowMs } : {}),
  });
  return { desk, sent, settled };
};

describe('the undo window', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a decision until its deadline, then sends it once with the key made when chosen', async () => {
    const { desk, sent } = setup();
    const hold = desk.choose([7], 'approve', 'account_locked')!;
    expect(desk.card(7).phase).toMatchObject({ kind: 'held', decision: 'approve' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ id: 7, decision: 'approve', reason: '', key: hold.keys.get(7) }]);
    expect(desk.card(7).phase).toMatchObject({ kind: 'final', action: 'Approved', where: 'here' });
  });

  it('Undo sends nothing and leaves the card open with its reason', async () => {
    const { desk, sent } = setup();
    desk.setReason(3, 'account_locked');
    const hold = desk.choose([3], 'decline', 'account_locked')!;
    expect(desk.undo(hold.id)).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toEqual([]);
    expect(desk.card(3)).toMatchObject({ phase: { kind: 'open' }, reason: 'account_locked' });
  });

  it('Send now and the timer send once', async () => {
    const { desk, sent } = setup();
    const hold = desk.choose([1], 'approve', '')!;
    desk.sendNow(hold.id);
    desk.sendNow(hold.id);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
  });

  it('holds several decisions at once, each undone on its own; u undoes the newest', async () => {
    const { desk, sent } = setup();
    desk.choose([1], 'approve', '');
    desk.choose([2], 'approve', '');
    desk.choose([3], 'approve', '');
    expect(desk.pendingCount()).toBe(3);
    expect(desk.undoLast()).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent.map((entry) => entry.id)).toEqual([1, 2]);
    expect(desk.card(3).phase.kind).toBe('open');
  });

  it('a flush (leaving the page) sends every hold at once and says how many', async () => {
    const { desk, sent } = setup();
    desk.choose([1, 2], 'approve', '');
    desk.choose([4], 'approve', '');
    expect(desk.flush()).toBe(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((entry) => entry.id)).toEqual([1, 2, 4]);
    expect(desk.flush()).toBe(0);
  });

  it('a window of 0 sends at once', () => {
    const { desk, sent } = setup({ windowMs: 0 });
    desk.choose([9], 'approve', '');
    expect(sent).toHaveLength(1);
  });

  it('sends a batch a few at a time, one key per cashout, and reports every outcome', async () => {
    const pending: (() => void)[] = [];
    const { desk, sent, settled } = setup({
      windowMs: 0,
      send: (request) =>
        new Promise((resolve, reject) =>
          pending.push(() =>
            request.id === 2
              ? reject(
                  new ApiError({
                    message: 'x',
                    serverMessage: 'Provider offline',
                    status: 503,
                    kind: 'http',
                  }),
                )
              : resolve(''),
          ),
        ),
    });
    desk.choose([1, 2, 3, 4, 5], 'decline', 'account_locked');
    expect(sent).toHaveLength(SEND_CONCURRENCY);
    expect(new Set(sent.map((entry) => entry.key)).size).toBe(SEND_CONCURRENCY);
    while (pending.length) {
      pending.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(sent).toHaveLength(5);
    expect(settled).toHaveBeenCalledTimes(1);
    const outcomes = settled.mock.calls[0][1] as { id: number; ok: boolean }[];
    expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.id)).toEqual([2]);
    expect(desk.card(2).phase.kind).toBe('open');
    expect(desk.card(2).failure?.error.serverMessage).toBe('Provider offline');
    expect(desk.card(1).phase).toMatchObject({ kind: 'final', action: 'label:decline' });
  });

  it('keeps the key for the same decision after an unknown outcome, a new one otherwise', async () => {
    let fail = true;
    const { desk, sent } = setup({
      windowMs: 0,
      send: () =>
        fail
          ? Promise.reject(new ApiError({ message: 't', status: 0, kind: 'timeout' }))
          : Promise.resolve('Approved'),
    });
    desk.choose([1], 'approve', '');
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.card(1).failure?.unknownOutcome).toBe(true);
    fail = false;
    desk.choose([1], 'approve', '');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[1].key).toBe(sent[0].key);
  });

  it('a cashout decided outside this tab is final and never sent from here', async () => {
    const { desk, sent } = setup();
    desk.choose([1, 2], 'approve', '');
    desk.settleOutside(1, 'tab', 'Approved');
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent.map((entry) => entry.id)).toEqual([2]);
    expect(desk.card(1).phase).toMatchObject({ kind: 'final', where: 'tab' });
    expect(desk.choose([1], 'approve', '')).toBeNull();
  });
});

describe('drawing a released decision', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A desk whose server answers only when the test says. */
  const withLateAnswer = () => {
    let answer: (action: string) => void = () => undefined;
    const sent: number[] = [];
    const desk = createDesk({
      send: ({ id }) => {
        sent.push(id);
        return new Promise<string>((resolve) => (answer = resolve));
      },
      label: (decision) => decision,
      windowMs: 0,
    });
    const drawn = vi.fn();
    desk.subscribe(drawn);
    return { desk, sent, drawn, answer: (action: string) => answer(action) };
  };

  it('draws a card answered within SHOW_SENDING_MS once, final', async () => {
    const { desk, sent, drawn, answer } = withLateAnswer();
    desk.choose([4], 'approve', '');
    expect(sent).toEqual([4]);
    expect(desk.card(4).phase).toMatchObject({ kind: 'sending' });
    await vi.advanceTimersByTimeAsync(SHOW_SENDING_MS - 1);
    expect(drawn).not.toHaveBeenCalled();
    answer('Approved');
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.card(4).phase).toMatchObject({ kind: 'final', action: 'Approved' });
    const finalDraws = drawn.mock.calls.length;
    expect(finalDraws).toBeGreaterThan(0);
    // The sending state is not drawn after the fact.
    await vi.advanceTimersByTimeAsync(SHOW_SENDING_MS);
    expect(drawn).toHaveBeenCalledTimes(finalDraws);
  });

  it('draws the cards as sending after SHOW_SENDING_MS when the answer is slower', async () => {
    const { desk, sent, drawn } = withLateAnswer();
    desk.choose([4], 'approve', '');
    await vi.advanceTimersByTimeAsync(SHOW_SENDING_MS - 1);
    expect(drawn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(desk.card(4).phase).toMatchObject({ kind: 'sending' });
    // A second decision on the card is refused meanwhile: one request per cashout.
    expect(desk.choose([4], 'decline', 'account_locked')).toBeNull();
    expect(sent).toEqual([4]);
  });
});

describe('answers that come after staff left, and answers that never come', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a follower leaving with the page still hears what was sent as it left, then stops', async () => {
    let answer: (action: string) => void = () => undefined;
    const { desk } = setup({ send: () => new Promise((resolve) => (answer = resolve)) });
    const heard = vi.fn();
    const unwatch = desk.watch({ onSettled: heard });
    desk.choose([5], 'approve', '');
    // Leaving: the follower asks to go once idle, then the flush sends the hold.
    const gone = vi.fn(unwatch);
    desk.whenIdle(gone);
    desk.flush();
    expect(gone).not.toHaveBeenCalled();
    answer('Approved');
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(gone).toHaveBeenCalledTimes(1);
    // Gone now: a later decision is not heard.
    desk.choose([6], 'approve', '', { immediate: true });
    answer('Approved');
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('runs at once when nothing is held or on the wire', () => {
    const { desk } = setup();
    const run = vi.fn();
    desk.whenIdle(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a lost answer whose cashout then leaves the pending list is sent and unconfirmed, never decided elsewhere', async () => {
    const { desk } = setup({
      send: () => Promise.reject(new ApiError({ message: 'n', status: 0, kind: 'network' })),
    });
    const unconfirmed = vi.fn();
    desk.watch({ onUnconfirmed: unconfirmed });
    desk.choose([9], 'approve', '', { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.card(9)).toMatchObject({
      phase: { kind: 'open' },
      failure: { unknownOutcome: true },
    });

    desk.settleOutside(9, 'elsewhere', 'Decided elsewhere', 'Sent, not confirmed');
    expect(desk.card(9).phase).toMatchObject({
      kind: 'final',
      decision: 'approve',
      action: 'Sent, not confirmed',
      where: 'unconfirmed',
    });
    expect(unconfirmed).toHaveBeenCalledWith(9, 'approve');
  });

  it('a cashout gone with no lost answer of this tab is decided elsewhere', async () => {
    const { desk } = setup({
      send: () => Promise.reject(new ApiError({ message: 'no', status: 422, kind: 'http' })),
    });
    desk.choose([3], 'approve', '', { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    desk.settleOutside(3, 'elsewhere', 'Decided elsewhere', 'Sent, not confirmed');
    expect(desk.card(3).phase).toMatchObject({ kind: 'final', where: 'elsewhere', decision: null });
  });
});
