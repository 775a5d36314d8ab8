import { useEffect, useState } from 'react';

/**
 * False until the browser has painted a render in which `ready` was true (a frame, then a task),
 * then true for good: what is below the fold or hidden renders and fetches its code after the
 * first paint of what matters, not before.
 */
export const useAfterFirstPaint = (ready = true): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
};
