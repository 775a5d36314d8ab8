import { useProgressive } from './useProgressive';

/**
 * False until the browser has painted a render in which `ready` was true (a frame, then a task),
 * then true for good: what is below the fold or hidden renders and fetches its code after the
 * first paint of what matters, not before (its lazy parts inside a Suspense boundary of their
 * own, see useProgressive).
 */
export const useAfterFirstPaint = (ready = true): boolean => useProgressive(+ready, 0) > 0;
