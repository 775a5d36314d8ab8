/** A lazily imported module: `() => import('./Page')`, declared once at module level. */
export type ModuleLoader<T> = () => Promise<{ default: T }>;

/**
 * The default exports of lazily imported modules, each fetched and run once per loader however
 * many callers ask. Once in, `loaded` gives it synchronously, so a component kept in state renders
 * in the same frame (React.lazy suspends on a first render even when the code is in, and React
 * then holds the reveal for ~300 ms). A download that failed is tried again on the next call.
 */
export const moduleCache = <T>() => {
  const done = new WeakMap<ModuleLoader<T>, T>();
  const pending = new WeakMap<ModuleLoader<T>, Promise<T>>();
  const load = (loader: ModuleLoader<T>): Promise<T> => {
    let promise = pending.get(loader);
    if (!promise) {
      promise = loader().then(
        (module) => {
          done.set(loader, module.default);
          return module.default;
        },
        (error: unknown) => {
          pending.delete(loader);
          throw error;
        },
      );
      pending.set(loader, promise);
    }
    return promise;
  };
  return { load, loaded: (loader: ModuleLoader<T>): T | undefined => done.get(loader) };
};
