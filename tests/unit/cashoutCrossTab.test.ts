import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimAcrossTabs, DECIDED_MARK_MS } from '../../src/pages/cashouts/desk/crossTab';
import { createDesk, type Hold } from '../../src/pages/cashouts/desk/deskStore';

/**
 * The browser's lock manager as the Web Locks API describes it, for one origin: exclusive
 * locks granted in the order asked, each held until its callback's promise settles. jsdom has
 * none.
 */
const fakeLocks = () => {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const manager = {
    request: async <T>(
      name: string,
      ...args:
        | [(lock: object | null) => Promise<T> | T]
        | [{ ifAvailable?: boolean }, (lock: object | null) => Promise<T> | T]
    ): Promise<T> => {
      const [options, callback] = args.length === 1 ? [{}, args[0]] : args;
      // `ifAvailable`: a lock held elsewhere is not waited for; the callback is given null.
      if (held.has(name) && options.ifAvailable) return callback(null);
      if (held.has(name))
        await new Promise<void>((granted) =>
          waiting.set(name, [...(waiting.get(name) ?? []), granted]),
        );
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        const next = waiting.get(name)?.shift();
        if (next) next();
        else held.delete(name);
      }
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name })), pending: [] }),
  };
  return manager;
};

/** One tab's desk, sending through `claimAcrossTabs` like the page does. */
const tab = (send: (id: number) => Promise<string>) => {
  const settled: Hold[] = [];
  const sent: number[] = [];
  const desk = createDesk({
    send: (request) => {
      sent.push(request.id);
      return send(request.id);
    },
    claim: claimAcrossTabs,
    label: (decision) => `label:${decision}`,
    windowMs: 10_000,
    onSettled: (hold) => settled.push(hold),
  });
  return { desk, sent, settled };
};

describe('two tabs whose undo windows end together', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('send one decision; the other tab shows the first one and sends nothing', async () => {
    let answer: (action: string) => void = () => undefined;
    const one = tab(() => new Promise((resolve) => (answer = resolve)));
    const other = tab(() => Promise.resolve('never'));
    one.desk.choose([7], 'approve', '');
    other.desk.choose([7], 'deactivate', 'account_locked');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(one.sent).toEqual([7]);
    // The other tab waits behind the lock while the first answer is under way.
    expect(other.sent).toEqual([]);
    expect(other.desk.card(7).phase.kind).toBe('sending');
    answer('Approved');
    await vi.advanceTimersByTimeAsync(0);
    expect(one.desk.card(7).phase).toMatchObject({ kind: 'final', action: 'Approved' });
    expect(other.sent).toEqual([]);
    expect(other.desk.card(7).phase).toEqual({
      kind: 'final',
      decision: null,
      action: 'Approved',
      where: 'tab',
      dropped: 'deactivate',
    });
    // Nothing left this tab: no toast, no log entry for it.
    expect(other.settled).toEqual([]);
    expect(one.settled).toHaveLength(1);
  });

  it('a failed send leaves the cashout to the next tab, which sends its own', async () => {
    const one = tab(() => Promise.reject(new Error('offline')));
    const other = tab(() => Promise.resolve('Declined'));
    one.desk.choose([3], 'approve', '');
    other.desk.choose([3], 'deactivate', 'account_locked');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(one.desk.card(3).phase.kind).toBe('open');
    expect(other.sent).toEqual([3]);
    expect(other.desk.card(3).phase).toMatchObject({ kind: 'final', where: 'here' });
  });

  it('a batch sends the rest when another tab decided one of its cashouts', async () => {
    const one = tab(() => Promise.resolve('Approved'));
    const other = tab(() => Promise.resolve('Approved'));
    one.desk.choose([1], 'approve', '');
    other.desk.choose([1, 2], 'approve', '');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(one.sent).toEqual([1]);
    expect(other.sent).toEqual([2]);
    expect(other.settled.map((hold) => hold.cashoutIds)).toEqual([[1, 2]]);
    expect(other.desk.card(1).phase).toMatchObject({ kind: 'final', where: 'tab' });
  });

  it('a tab deciding after the other has finished finds its mark with the free lock, and sends nothing', async () => {
    const one = tab(() => Promise.resolve('Approved'));
    one.desk.choose([9], 'approve', '', { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(one.sent).toEqual([9]);
    const later = tab(() => Promise.resolve('Declined'));
    later.desk.choose([9], 'decline', 'account_locked', { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(later.sent).toEqual([]);
    expect(later.desk.card(9).phase).toMatchObject({
      kind: 'final',
      action: 'Approved',
      where: 'tab',
    });
  });

  it('forgets the mark once no undo window could still be waiting', async () => {
    const one = tab(() => Promise.resolve('Approved'));
    one.desk.choose([5], 'approve', '');
    await vi.advanceTimersByTimeAsync(10_000 + DECIDED_MARK_MS);
    const later = tab(() => Promise.resolve('Approved'));
    later.desk.choose([5], 'approve', '', { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(later.sent).toEqual([5]);
  });
});
