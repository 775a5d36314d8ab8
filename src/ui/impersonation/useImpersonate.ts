import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { isApiError } from '../../api/errors';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Long enough to read the toast before the page goes. */
export const REDIRECT_DELAY_MS = 1500;

/**
 * POST /accounts/admin_login_as {email}. Success: the toast, then the browser goes to the root
 * path as the new user (seed 000 §6). Failure: the e-mail's server error, and the generic toast.
 */
export const useImpersonate = (onFieldError: (message: string | undefined) => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  // One click, one request: the guard is a ref, so the second click of a
  // double click already sees the first; it stays set after success, as the page is leaving.
  const sent = useRef(false);
  const mutation = useMutation({
    mutationFn: (email: string) => dataProvider.impersonate({ email }),
    onSuccess: () => {
      notify('app.dashboard.impersonate.success', { type: 'success' });
      window.setTimeout(() => window.location.assign('/'), REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      sent.current = false;
      onFieldError(isApiError(error) ? error.fieldErrors.email : undefined);
      notify('app.error.generic', { type: 'error' });
    },
  });
  const mutate = useCallback<typeof mutation.mutate>(
    (email, options) => {
      if (sent.current) return;
      sent.current = true;
      mutation.mutate(email, options);
    },
    [mutation],
  );
  return { ...mutation, mutate };
};
