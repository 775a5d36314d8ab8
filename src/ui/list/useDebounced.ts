import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that runs `callback` (its latest version) once calls have stopped for
 * `delayMs`: a burst of typing makes one call. Pending calls are dropped on unmount.
 */
export const useDebounced = <A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
) => {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
};
