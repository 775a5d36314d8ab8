import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api';
import { createDesk } from '../../src/pages/cashouts/desk/deskStore';

const setup = (send = (_id: number) => Promise.resolve('Approved')) => {
  const sent: number[] = [];
  let keys = 0;
  const desk = createDesk({
    send: (request) => {
      sent.push(request.id);
      return send(request.id);
    },
    label: (decision) => `label:${decision}`,
    windowMs: 5000,
    newKey: () => `key-${++keys}`,
  });
  return { desk, sent };
};

describe('a cashout decided outside this tab', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('drops the decision held on it, says which, and never sends it', async () => {
    const { desk, sent } = setup();
    desk.choose([4], 'deactivate', 'account_locked');
    desk.settleOutside(4, 'elsewhere', 'Decided elsewhere');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toEqual([]);
    expect(desk.card(4).phase).toEqual({
      kind: 'final',
      decision: null,
      action: 'Decided elsewhere',
      where: 'elsewhere',
      dropped: 'deactivate',
    });
    expect(desk.pendingCount()).toBe(0);
    expect(desk.undoLast()).toBe(false);
  });

  it('an open card becomes final with no dropped decision; a final one stays as it was', async () => {
    const { desk } = setup();
    desk.settleOutside(1, 'tab', 'Declined');
    expect(desk.card(1).phase).toEqual({
      kind: 'final',
      decision: null,
      action: 'Declined',
      where: 'tab',
    });
    desk.choose([2], 'approve', '', { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    desk.settleOutside(2, 'elsewhere', 'Decided elsewhere');
    expect(desk.card(2).phase).toMatchObject({ kind: 'final', action: 'Approved', where: 'here' });
  });

  it('tells every watcher of each final decision and each settled hold, until unwatched', async () => {
    const { desk } = setup((id) =>
      id === 2
        ? Promise.reject(new ApiError({ message: 'm', status: 409, kind: 'http' }))
        : Promise.resolve('Approved'),
    );
    const finals: number[] = [];
    const settled: boolean[][] = [];
    const unwatch = desk.watch({
      onFinal: (id) => finals.push(id),
      onSettled: (_hold, outcomes) => settled.push(outcomes.map((outcome) => outcome.ok)),
    });
    desk.choose([1], 'approve', '', { immediate: true });
    desk.choose([2], 'approve', '', { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(finals).toEqual([1]);
    expect(settled).toEqual([[true], [false]]);
    unwatch();
    desk.choose([3], 'approve', '', { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(finals).toEqual([1]);
  });
});
