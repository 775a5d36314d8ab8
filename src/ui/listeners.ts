/**
 * The listeners of a store kept outside React (read with `useSyncExternalStore`): `subscribe`
 * is the hook's argument as it is, `notify` tells every listener that the store changed.
 */
export const createListeners = () => {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
};
