import { useSyncExternalStore, type MouseEvent } from 'react';
import { isPlainLeftClick } from '../ui/plainClick';

/**
 * The solver area's own router: a few paths over the History API, so the solver's first view
 * downloads no react-router (issue 9: under 150 KB of JS).
 */
const CHANGE = 'solver:navigate';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
};

const currentPath = () => window.location.pathname;

/** The current pathname; re-renders on back/forward and on `navigate`. */
export const usePathname = () => useSyncExternalStore(subscribe, currentPath);

/** Moves to a same-origin path without a reload. */
export const navigate = (path: string, { replace = false }: { replace?: boolean } = {}) => {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(CHANGE));
  if (!replace) window.scrollTo(0, 0);
};

/**
 * A link's click: a plain left click on a solver path navigates in place; modified clicks and
 * other addresses keep the browser's own behaviour.
 */
export const followLink = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!path.startsWith('/challenges/')) return;
  if (!isPlainLeftClick(event)) return;
  event.preventDefault();
  navigate(path);
};
