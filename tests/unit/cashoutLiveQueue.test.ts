import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cashout } from '../../src/pages/cashouts/calls';
import { mergeLive, showWaiting, type LiveQueue } from '../../src/pages/cashouts/live/liveQueue';
import { readDecided } from '../../src/pages/cashouts/live/tabShare';

const cashout = (id: number, amount = id): Cashout => ({
  id,
  user_name: `User ${id}`,
  user_path: `/users/${id}`,
  user_email: `u${id}@example.com`,
  user_id: id,
  type: 'PayPal',
  declined: false,
  timestamp: '2026-11-01T10:00:00Z',
  amount,
});

const ids = (cards: readonly Cashout[]) => cards.map((card) => card.id);

describe('a re-read merged into the shown queue', () => {
  it('shows the first read whole; later new cashouts wait, gone cards stay marked', () => {
    const first = mergeLive(null, [cashout(1), cashout(2), cashout(3)]);
    expect(ids(first.cards)).toEqual([1, 2, 3]);
    expect(first.waiting).toEqual([]);
    const second = mergeLive(first, [cashout(3), cashout(4), cashout(2), cashout(5)]);
    expect(ids(second.cards)).toEqual([1, 2, 3]);
    expect([...second.gone]).toEqual([1]);
    expect(ids(second.waiting)).toEqual([4, 5]);
    // A waiting cashout decided before it was shown is simply no longer waiting.
    const third = mergeLive(second, [cashout(2), cashout(5)]);
    expect(ids(third.waiting)).toEqual([5]);
    expect([...third.gone].sort()).toEqual([1, 3]);
    const shown = showWaiting(third);
    expect(ids(shown.cards)).toEqual([1, 2, 3, 5]);
    expect(shown.waiting).toEqual([]);
  });

  it('keeps an unchanged card as it was (not drawn again), and takes a changed one', () => {
    const first = mergeLive(null, [cashout(1), cashout(2)]);
    const second = mergeLive(first, [cashout(1), cashout(2, 99)]);
    expect(second.cards[0]).toBe(first.cards[0]);
    expect(second.cards[1].amount).toBe(99);
  });

  it('an empty first read still counts as read: what comes next waits', () => {
    const empty = mergeLive(null, []);
    expect(ids(mergeLive(empty, [cashout(7)]).waiting)).toEqual([7]);
  });

  // Any run of reads: ids appear, leave and come back in any order; staff may show the new ones
  // between any two reads.
  const reads = fc.array(
    fc.record({
      list: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 20 }),
      showAfter: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12 },
  );

  it('never moves, drops or repeats a shown card; gone and waiting always follow the latest read', () => {
    fc.assert(
      fc.property(reads, (steps) => {
        let queue: LiveQueue | null = null;
        for (const { list, showAfter } of steps) {
          const before: Cashout[] = queue?.cards ?? [];
          const next: LiveQueue = mergeLive(
            queue,
            list.map((id) => cashout(id)),
          );
          const listed = new Set(list);
          // Shown cards stay, in their order; nothing is added to them by a read.
          expect(ids(next.cards)).toEqual(queue ? ids(before) : list);
          expect(new Set(ids(next.cards)).size).toBe(next.cards.length);
          // Gone: exactly the shown cards missing from the read.
          expect([...next.gone].sort((a, b) => a - b)).toEqual(
            ids(next.cards)
              .filter((id) => !listed.has(id))
              .sort((a, b) => a - b),
          );
          // Waiting: exactly the listed ones not shown, in the read's order.
          const shownIds = new Set(ids(next.cards));
          expect(ids(next.waiting)).toEqual(list.filter((id) => !shownIds.has(id)));
          queue = showAfter ? showWaiting(next) : next;
          // Once shown, every listed cashout has exactly one card.
          if (showAfter) for (const id of list) expect(ids(queue.cards)).toContain(id);
        }
      }),
    );
  });
});

describe('the message another tab sends', () => {
  it('is read only when it has the shape this console sends', () => {
    expect(readDecided({ kind: 'decided', id: 4, action: 'Approved' })).toEqual({
      kind: 'decided',
      id: 4,
      action: 'Approved',
    });
    expect(readDecided({ kind: 'decided', id: '4', action: 'Approved' })).toBeNull();
    expect(readDecided('decided 4')).toBeNull();
    expect(readDecided(JSON.parse('{"__proto__":{"id":4},"kind":"decided"}'))).toBeNull();
  });
});
