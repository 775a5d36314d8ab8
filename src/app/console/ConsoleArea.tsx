import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { startConsoleLoads } from '../start';
import { ConsoleSkeleton } from './ConsoleSkeleton';

/**
 * The skeleton until the console's chunk has run, then the console. Not React.lazy + Suspense:
 * React holds the content of a Suspense boundary that showed its fallback until 300 ms after
 * it did, and the console arrives sooner than that.
 */
export const ConsoleArea = () => {
  const [Root, setRoot] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    startConsoleLoads()
      .root.then((module) => {
        if (live) startTransition(() => setRoot(() => module.default));
      })
      .catch((error: unknown) => {
        console.error('The console could not be loaded', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);
  return Root ? <Root /> : <ConsoleSkeleton failed={failed} />;
};
