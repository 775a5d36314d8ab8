import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * Warns before unsaved changes are left: the browser's own dialog for a reload, close or typed
 * address, and the returned blocker (shown by LeavePrompt) for a link inside the console.
 */
export const useLeaveGuard = (saved: boolean): Blocker => {
  const { isDirty } = useFormState();
  const guard = isDirty && !saved;
  useEffect(() => {
    if (!guard) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome still wants returnValue set to show its own dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guard]);
  // The console runs in a data router (ConsoleRoot), so in-app links can be held back too.
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard && currentLocation.pathname !== nextLocation.pathname,
  );
};
