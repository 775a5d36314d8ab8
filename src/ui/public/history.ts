import { useSyncExternalStore } from 'react';

/**
 * The public pages' own router (the solver flow, the challenge request): a few paths over the
 * History API, so their first view downloads no react-router (under 150 KB of JS).
 */
const CHANGE = 'public:navigate';

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
