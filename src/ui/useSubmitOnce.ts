import { useCallback, useRef, useState } from 'react';

interface RunOptions {
  /** Stay busy after success: the screen is done and a second click must not send again. */
  holdOnSuccess?: boolean;
}

/**
 * Runs one action at a time whatever the clicking. The guard is a ref, not state: a second
 * click in the same frame must already see the first one.
 */
export const useSubmitOnce = () => {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(action: () => Promise<T>, options: RunOptions = {}): Promise<T | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      let succeeded = false;
      try {
        const result = await action();
        succeeded = true;
        return result;
      } finally {
        if (!(succeeded && options.holdOnSuccess)) {
          inFlight.current = false;
          setBusy(false);
        }
      }
    },
    [],
  );
  return { run, busy };
};
