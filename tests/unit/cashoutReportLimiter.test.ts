import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../src/resources/cashout-report-users/limiter';

describe('the detail request limiter', () => {
  it('runs at most n tasks at once, in order, and drops an aborted waiting task', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return n;
    };
    const aborted = new AbortController();
    const results = [
      limit(task(1)),
      limit(task(2)),
      limit(task(3), aborted.signal),
      limit(task(4)),
    ];
    aborted.abort();
    const settled = await Promise.allSettled(results);
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(started).toEqual([1, 2, 4]);
    expect(peak).toBe(2);
  });
});
