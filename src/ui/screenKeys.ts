import { useEffect, useSyncExternalStore } from 'react';
import { createListeners } from './listeners';

/** One shortcut of the screen on show: its keys and the catalogue key of what it does. */
export interface ScreenKey {
  keys: readonly string[];
  labelKey: string;
}

let current: readonly ScreenKey[] = [];
const { subscribe, notify } = createListeners();
const set = (next: readonly ScreenKey[]) => {
  current = next;
  notify();
};

/**
 * A screen's own keys, listed by the console's shortcuts help (`?`) while the screen is
 * mounted: the layout shows them without importing the screen.
 */
export const useRegisterScreenKeys = (keys: readonly ScreenKey[]) => {
  useEffect(() => {
    set(keys);
    return () => set([]);
  }, [keys]);
};

export const useScreenKeys = () => useSyncExternalStore(subscribe, () => current);
