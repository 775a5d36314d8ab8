import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';

/**
 * An area's component, loaded once and then rendered from state (not `React.lazy`: a lazy first
 * render suspends even when the code is in, and its rejection would blank the page). `failed`
 * says the code did not arrive; the error is logged under `what`. `load` is a module-level
 * function, so it is loaded once per mount; `loaded`, the component when its code has run
 * already, is drawn at once. `retry` asks again for code that failed.
 */
export const useAreaChunk = (
  load: () => Promise<ComponentType>,
  what: string,
  loaded?: ComponentType,
): { Area: ComponentType | null; failed: boolean; retry: () => void } => {
  const [Area, setArea] = useState<ComponentType | null>(() => loaded ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Area) return undefined;
    let live = true;
    load()
      .then((component) => {
        if (live) startTransition(() => setArea(() => component));
      })
      .catch((error: unknown) => {
        console.error(`${what} could not be loaded`, error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [Area, load, what, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { Area, failed, retry };
};
