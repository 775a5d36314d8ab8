import { describe, expect, it } from 'vitest';
import { retrySecondsLeft } from '../../src/solver/useDraftAutosave';

describe('retrySecondsLeft: the autosave retry counts down', () => {
  const retry = { at: 10_000, delayMs: 4000 };

  it('counts whole seconds down to 1 as the clock moves', () => {
    expect(
      [6000, 6200, 7000, 7001, 8500, 9000, 9999].map((now) => retrySecondsLeft(retry, now)),
    ).toEqual([4, 4, 3, 3, 2, 1, 1]);
  });

  it('never says more than the whole wait (a clock read before the failure) nor less than 1 s', () => {
    expect(retrySecondsLeft(retry, 5000)).toBe(4);
    expect(retrySecondsLeft(retry, 10_000)).toBe(1);
    expect(retrySecondsLeft(retry, 12_000)).toBe(1);
  });
});
