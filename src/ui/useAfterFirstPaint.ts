import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it (a frame, then a task): what
 * is below the fold or hidden renders and fetches its code after the first paint, not before.
 */
export const useAfterFirstPaint = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
};
