import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * Warns before the page is left with unsaved changes (reload, close, typed address). The console
 * runs under a BrowserRouter, not a data router, so in-app links cannot be blocked; the local
 * draft covers those for a new challenge.
 */
export const useLeaveGuard = (saved: boolean) => {
  const { isDirty } = useFormState();
  useEffect(() => {
    if (!isDirty || saved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome still wants returnValue set to show its own dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, saved]);
};
