import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { isApiError } from '../../api';
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
  return useMutation({
    mutationFn: (email: string) => dataProvider.impersonate({ email }),
    onSuccess: () => {
      notify('app.dashboard.impersonate.success', { type: 'success' });
      window.setTimeout(() => window.location.assign('/'), REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      onFieldError(isApiError(error) ? error.fieldErrors.email : undefined);
      notify('app.error.generic', { type: 'error' });
    },
  });
};
