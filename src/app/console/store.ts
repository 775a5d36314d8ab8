import { FOLD_BELOW_PX } from '../../layout/menuFold';
import { consoleStore } from '../../storage/raStore';

/** react-admin's store through the one storage module: a full storage never throws in a list. */
export const store = consoleStore();

/**
 * Folds the menu before the console's first render in a window narrower than FOLD_BELOW_PX, as
 * `useFoldedSidebar` does on load: react-admin's sidebar reads its state from the store when it
 * mounts and hears of changes only after the first paint, so that first render (which holds the
 * page's rows) would otherwise be painted with the menu open and the rows pushed out of the window.
 */
export const foldMenuForWindow = () => {
  if (!window.matchMedia(`(min-width:${FOLD_BELOW_PX}px)`).matches)
    store.setItem('sidebar.open', false);
};
