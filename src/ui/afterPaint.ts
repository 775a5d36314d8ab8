/**
 * Runs `work` once the browser has painted the current frame (a frame, then a task): what
 * can wait a frame (a toast, a refetch) then never delays what the user is waiting to see.
 */
export const afterPaint = (work: () => void) => {
  requestAnimationFrame(() => setTimeout(work));
};
