/**
 * Runs at most `size` tasks at once, the rest in order after them. Expand All on 500 users asks
 * for 1,000 detail lists: queued here, none waits in the browser's socket queue long enough to
 * hit the client's time-out, and an aborted task that has not started never starts.
 */
export const createLimiter = (size: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (running >= size) {
      await new Promise<void>((resolve, reject) => {
        const start = () => {
          signal?.removeEventListener('abort', cancel);
          resolve();
        };
        const cancel = () => {
          const index = waiting.indexOf(start);
          if (index >= 0) waiting.splice(index, 1);
          reject(
            signal?.reason instanceof Error
              ? signal.reason
              : new DOMException('Aborted', 'AbortError'),
          );
        };
        signal?.addEventListener('abort', cancel, { once: true });
        waiting.push(start);
      });
    }
    running += 1;
    try {
      return await task();
    } finally {
      next();
    }
  };
};
