import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily imported module: `() => import('./Page')`, declared once at module level. */
export type ModuleLoader<T> = () => Promise<{ default: T }>;

/**
 * The file a failed dynamic import asked for, as the browser's message names it (Chromium and
 * Firefox do; Safari names none).
 */
export const failedModuleUrl = (error: unknown): string | undefined => {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+\.[cm]?[jt]sx?)(?:[?#][^\s'"]*)?/.exec(message)?.[1];
};

/**
 * The one way the app asks again for code that did not arrive. Browsers differ: some fetch a
 * failed dynamic import again, others (Firefox, and Chromium for years) keep its failure for
 * the life of the page, so importing the same URL again fails at once, without a request. After
 * a failure, every next attempt asks for the same file under a fresh query, which every browser
 * treats as a new module (its own imports are the already loaded ones). A message that names no
 * URL (Safari) tries the plain import again.
 */
export const retryableImport = <M>(load: () => Promise<M>): (() => Promise<M>) => {
  let failed: string | undefined;
  let attempt = 0;
  return async () => {
    try {
      if (!failed) return await load();
      attempt += 1;
      return (await import(/* @vite-ignore */ `${failed}?retry=${attempt}-${Date.now()}`)) as M;
    } catch (error) {
      failed = failedModuleUrl(error) ?? failed;
      throw error;
    }
  };
};

/**
 * The default exports of lazily imported modules, each fetched and run once per loader however
 * many callers ask. Once in, `loaded` gives it synchronously, so a component kept in state renders
 * in the same frame (React.lazy suspends on a first render even when the code is in, and React
 * then holds the reveal for ~300 ms). A download that failed is asked for again on the next call,
 * through `retryableImport`.
 */
export const moduleCache = <T>() => {
  const done = new WeakMap<ModuleLoader<T>, T>();
  /** The whole module, for what it exports beside its default (a page's `firstQueries`). */
  const modules = new WeakMap<ModuleLoader<T>, { default: T }>();
  const pending = new WeakMap<ModuleLoader<T>, Promise<T>>();
  const retrying = new WeakMap<ModuleLoader<T>, ModuleLoader<T>>();
  const load = (loader: ModuleLoader<T>): Promise<T> => {
    let promise = pending.get(loader);
    if (!promise) {
      let fetchModule = retrying.get(loader);
      if (!fetchModule) {
        fetchModule = retryableImport(loader);
        retrying.set(loader, fetchModule);
      }
      promise = fetchModule().then(
        (module) => {
          done.set(loader, module.default);
          modules.set(loader, module);
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
  return {
    load,
    loaded: (loader: ModuleLoader<T>): T | undefined => done.get(loader),
    /** The module itself once its code has run: `loader`'s own type, with every export. */
    loadedModule: <M extends { default: T }>(loader: () => Promise<M>): M | undefined =>
      modules.get(loader) as M | undefined,
  };
};

/**
 * `React.lazy` that can be tried again. A lazy component keeps its first failure for good; this
 * one hands each new mount (an error boundary's "Try again", a move back to the screen) a fresh
 * lazy component once the last one failed, which asks for the code through `retryableImport`.
 * `pick` takes the component out of the module (its default export, or a named one).
 */
export const retryableLazy = <M, P extends object>(
  loader: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> => {
  const fetchModule = retryableImport(loader);
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      fetchModule().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          current = fresh();
          throw error;
        },
      ),
    );
  let current = fresh();
  const Retryable = (props: P) => {
    const [Component] = useState(() => current);
    return createElement(Component, props);
  };
  return Retryable;
};
