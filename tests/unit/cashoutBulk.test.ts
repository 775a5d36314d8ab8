import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api';
import type { Cashout } from '../../src/pages/cashouts/calls';
import { batchView } from '../../src/pages/cashouts/bulk/batchView';
import { createBulk } from '../../src/pages/cashouts/bulk/bulkStore';
import {
  capsExceeded,
  MAX_BATCH_CASHOUTS,
  MAX_BATCH_CENTS,
  totalCents,
} from '../../src/pages/cashouts/bulk/caps';
import {
  NO_SELECTION,
  toggle,
  toggleAll,
  toggleRange,
} from '../../src/pages/cashouts/bulk/selection';
import { createDesk } from '../../src/pages/cashouts/desk/deskStore';

const cashout = (id: number, amount: number): Cashout => ({
  id,
  user_name: `Solver ${id}`,
  user_path: `/users/${id}`,
  user_email: `solver${id}@example.com`,
  user_id: id,
  type: 'PayPal',
  declined: false,
  timestamp: '2026-11-01T10:00:00Z',
  amount,
});

describe('the caps of a batch', () => {
  it('sums in cents, never drifting as sums of float dollars do', () => {
    const chosen = Array.from({ length: 10 }, (_, index) => cashout(index, index % 2 ? 0.1 : 0.2));
    // As floats: 1.5000000000000002.
    expect(totalCents(chosen)).toBe(150);
    expect(totalCents([cashout(1, 0.1), cashout(2, 0.2)])).toBe(30);
    expect(totalCents([cashout(1, 19.99), cashout(2, 0.01)])).toBe(2000);
  });

  it('takes 25 cashouts and $5,000 exactly; one more of either is refused, naming it', () => {
    expect(MAX_BATCH_CASHOUTS).toBe(25);
    expect(MAX_BATCH_CENTS).toBe(500_000);
    const full = Array.from({ length: 25 }, (_, index) => cashout(index, 200));
    expect(capsExceeded(full)).toEqual([]);
    expect(capsExceeded([...full, cashout(99, 0.01)])).toEqual([
      { cap: 'count', limit: 25, actual: 26 },
      { cap: 'amount', limitCents: 500_000, actualCents: 500_001 },
    ]);
    expect(capsExceeded([cashout(1, 4999.99), cashout(2, 0.02)])).toEqual([
      { cap: 'amount', limitCents: 500_000, actualCents: 500_001 },
    ]);
  });
});

describe('the selection', () => {
  const order = [1, 2, 3, 4, 5];

  it('toggles one card and remembers it as the anchor', () => {
    const one = toggle(NO_SELECTION, 2);
    expect([...one.ids]).toEqual([2]);
    expect(one.anchor).toBe(2);
    expect([...toggle(one, 2).ids]).toEqual([]);
  });

  it('Shift selects from the anchor to the card, either way, and unselects a range alike', () => {
    const down = toggleRange(toggle(NO_SELECTION, 2), 4, order);
    expect([...down.ids].sort()).toEqual([2, 3, 4]);
    const up = toggleRange(toggle(NO_SELECTION, 5), 3, order);
    expect([...up.ids].sort()).toEqual([3, 4, 5]);
    const off = toggleRange({ ids: new Set(order), anchor: 1 }, 3, order);
    expect([...off.ids].sort()).toEqual([4, 5]);
    // No anchor on show: a plain toggle.
    expect([...toggleRange({ ids: new Set(), anchor: 9 }, 3, order).ids]).toEqual([3]);
  });

  it('select all visible takes every card, and clears when all were chosen', () => {
    const all = toggleAll(toggle(NO_SELECTION, 1), order);
    expect([...all.ids]).toEqual(order);
    expect([...toggleAll(all, order).ids]).toEqual([]);
  });
});

describe('a batch on the desk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (failing: Set<number>) => {
    const sent: { id: number; key: string }[] = [];
    let keys = 0;
    const desk = createDesk({
      send: (request, key) => {
        sent.push({ id: request.id, key });
        return failing.has(request.id)
          ? Promise.reject(new ApiError({ message: 'Offline', status: 503, kind: 'http' }))
          : Promise.resolve('Approved');
      },
      label: (decision) => decision,
      windowMs: 5000,
      newKey: () => `key-${++keys}`,
    });
    const bulk = createBulk(desk);
    const cards = [1, 2, 3, 4, 5].map((id) => cashout(id, 100));
    bulk.show(cards, new Set());
    return { desk, bulk, sent };
  };

  it('refuses a batch over a cap whole: nothing held, nothing sent', async () => {
    const { desk, bulk, sent } = setup(new Set());
    bulk.show([cashout(1, 4000), cashout(2, 1000.01)], new Set());
    bulk.toggleAll();
    bulk.decide('approve', '');
    expect(bulk.refused()).toEqual([{ cap: 'amount', limitCents: 500_000, actualCents: 500_001 }]);
    expect(desk.holds()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });

  it('holds the batch as one, sends each cashout under its own key, and Retry failed sends only the failed, under the same keys, once', async () => {
    const failing = new Set([2, 4]);
    const { desk, bulk, sent } = setup(failing);
    bulk.toggleAll();
    bulk.decide('approve', '');
    bulk.decide('approve', '');
    const batch = bulk.batch()!;
    expect(desk.holds()).toHaveLength(1);
    expect(new Set(batch.keys.values()).size).toBe(5);
    bulk.sendNow();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
    const view = batchView(batch, bulk.runHoldId(), desk.holds(), desk.card);
    expect(view).toMatchObject({ stage: 'done', decided: 3, failed: [2, 4] });

    failing.clear();
    bulk.retry([2, 4]);
    bulk.retry([2, 4]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.slice(5)).toEqual([
      { id: 2, key: batch.keys.get(2) },
      { id: 4, key: batch.keys.get(4) },
    ]);
    expect(batchView(batch, bulk.runHoldId(), desk.holds(), desk.card)).toMatchObject({
      stage: 'done',
      decided: 5,
      failed: [],
    });
  });

  it('Retry failed leaves out a card decided on its own since', async () => {
    const { desk, bulk, sent } = setup(new Set([2, 4]));
    bulk.toggleAll();
    bulk.decide('approve', '');
    bulk.sendNow();
    await vi.advanceTimersByTimeAsync(1000);
    // Card 4 chosen again on its own (and undone): no longer the batch's decision.
    const own = desk.choose([4], 'approve', '')!;
    desk.undo(own.id);
    bulk.retry([2, 4]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.slice(5).map((entry) => entry.id)).toEqual([2]);
  });

  it('Undo of the batch sends nothing and selects its cards again', async () => {
    const { desk, bulk, sent } = setup(new Set());
    bulk.toggle(1, false);
    bulk.toggle(3, true);
    expect(bulk.chosen().map((each) => each.id)).toEqual([1, 2, 3]);
    bulk.decide('decline', 'account_locked');
    expect(bulk.chosen()).toEqual([]);
    bulk.undo();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toEqual([]);
    expect(desk.card(2).phase.kind).toBe('open');
    expect(bulk.chosen().map((each) => each.id)).toEqual([1, 2, 3]);
    expect(batchView(bulk.batch(), bulk.runHoldId(), desk.holds(), desk.card)).toBeNull();
  });
});
