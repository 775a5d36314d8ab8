import { useEffect } from 'react';

/**
 * The browser's own "Leave site?" question while `active` (typed work not yet saved). Browsers
 * show their own text, never the page's, so there is nothing to translate here.
 */
export const useLeaveWarning = (active: boolean) => {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari still need returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
};
