import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './afterPaint';

/**
 * How many of `total` parts to render: `first` at once, then one more after each paint (a frame,
 * then a task), each in a transition, so that a long page renders in steps short enough for
 * typing and clicks to come first (docs/performance.md, "Where the time goes"). A part that
 * suspends on a lazy chunk must bring its own Suspense boundary: a new boundary shows its
 * fallback in a transition, where one already shown would hold the transition until the chunk
 * loads. A step after unmount is dropped by React, and two steps scheduled for one count set the
 * same count, so nothing needs cancelling.
 */
export const useProgressive = (total: number, first: number): number => {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown < total) afterPaint(() => startTransition(() => setShown(shown + 1)));
  }, [shown, total]);
  return shown;
};
