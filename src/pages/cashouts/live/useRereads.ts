import { useEffect } from 'react';

/** How often a visible page re-reads the queue. */
export const REREAD_MS = 60_000;

const visible = () => document.visibilityState === 'visible';

/**
 * Re-reads while the page is visible: when the window or tab comes back into view, and every
 * REREAD_MS; nothing is asked while the document is hidden. `reread` joins a read already under
 * way rather than starting another.
 */
export const useRereads = (reread: () => void) => {
  useEffect(() => {
    const ifVisible = () => {
      if (visible()) reread();
    };
    window.addEventListener('focus', ifVisible);
    document.addEventListener('visibilitychange', ifVisible);
    const timer = window.setInterval(ifVisible, REREAD_MS);
    return () => {
      window.removeEventListener('focus', ifVisible);
      document.removeEventListener('visibilitychange', ifVisible);
      window.clearInterval(timer);
    };
  }, [reread]);
};
