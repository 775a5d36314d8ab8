import { startConsoleLoads } from '../start';
import { useAreaChunk } from '../useAreaChunk';
import { ConsoleSkeleton } from './ConsoleSkeleton';

const loadConsole = () => startConsoleLoads().root.then((module) => module.default);

/**
 * The skeleton until the console's chunk has run, then the console; the skeleton says so with
 * Reload if the chunk does not arrive. Not React.lazy + Suspense: React holds the content of a
 * Suspense boundary that showed its fallback until 300 ms after it did, and the console arrives
 * sooner than that.
 */
export const ConsoleArea = () => {
  const { Area: Root, failed } = useAreaChunk(loadConsole, 'The console');
  return Root ? <Root /> : <ConsoleSkeleton failed={failed} />;
};
