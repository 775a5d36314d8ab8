import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * Warns before unsaved changes are left: the browser's own dialog for a reload, close or typed
 * address, and the returned blocker (shown by LeavePrompt) for a link, a `g` shortcut or Back
 * inside the console. Every form of the console with more than one field uses it.
 * A navigation during a submit is the submit's own redirect, and a saved form is free to go.
 */
export const useLeaveGuard = (saved = false): Blocker => {
  const { isDirty, isSubmitting } = useFormState();
  const guard = isDirty && !saved && !isSubmitting;
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
