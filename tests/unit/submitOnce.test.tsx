import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api';
import { isEmail } from '../../src/contract/email';
import { transportOr } from '../../src/ui/errorMessage';
import { useSubmitOnce } from '../../src/ui/useSubmitOnce';

const deferred = () => {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('useSubmitOnce', () => {
  it('runs one action at a time: a second call while the first is in flight is dropped', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    const first = deferred();
    let calls = 0;
    const action = () => {
      calls += 1;
      return first.promise;
    };
    let firstRun!: Promise<string | undefined>;
    let secondRun!: Promise<string | undefined>;
    act(() => {
      firstRun = result.current.run(action);
      secondRun = result.current.run(action);
    });
    expect(result.current.busy).toBe(true);
    await expect(secondRun).resolves.toBeUndefined();
    await act(async () => first.resolve('sent'));
    await expect(firstRun).resolves.toBe('sent');
    expect(calls).toBe(1);
    expect(result.current.busy).toBe(false);
  });

  it('opens again after a failure, and rethrows it', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('refused')))).rejects.toThrow(
        'refused',
      );
    });
    expect(result.current.busy).toBe(false);
    await act(async () => {
      await expect(result.current.run(() => Promise.resolve('again'))).resolves.toBe('again');
    });
  });

  it('stays closed after a success when asked to hold', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    await act(async () => {
      await result.current.run(() => Promise.resolve('done'), { holdOnSuccess: true });
    });
    expect(result.current.busy).toBe(true);
    let calls = 0;
    await act(async () => {
      await result.current.run(async () => {
        calls += 1;
      });
    });
    expect(calls).toBe(0);
  });
});

describe('transportOr', () => {
  it("gives the client's own message for a transport failure and the fallback for a refusal", () => {
    const timeout = new ApiError({ message: 'app.http.timeout', status: 0, kind: 'timeout' });
    const refused = new ApiError({ message: 'Nope', status: 422, kind: 'http' });
    expect(transportOr(timeout, 'app.error.generic')).toBe('app.http.timeout');
    expect(transportOr(refused, 'app.error.generic')).toBe('app.error.generic');
    expect(transportOr(new Error('x'), 'app.error.generic')).toBe('app.error.generic');
  });
});

describe('isEmail', () => {
  it.each([
    ['ana@example.com', true],
    ['  ana@example.com ', true],
    ['ana@example', false],
    ['ana example@x.com', false],
    ['', false],
  ])('%s → %s', (value, expected) => expect(isEmail(value)).toBe(expected));
});
