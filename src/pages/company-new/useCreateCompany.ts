import { useQueryClient } from '@tanstack/react-query';
import { useBasename, useDataProvider, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError, safeRedirectPath } from '../../api';
import { createCompany, type CompanyFormType } from './calls';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { CompanyFormInput } from './rules';
import { companyPayload, toFormData } from './serialize';
import { queryKeys } from '../../providers/queryKeys';

/** A client-side failure (time-out, non-JSON) says what happened; a refused form says 'Something went wrong...'. */
const failureMessage = (error: unknown) =>
  isApiError(error) && error.kind !== 'http' ? error.message : 'app.error.generic';

/**
 * The submit of the form: multipart POST, then `data.redirectTo` (same origin only; a console
 * path stays in the app). Returns the server's field errors so react-admin sets them on the fields.
 */
export const useCreateCompany = (onCreated: (type: CompanyFormType) => void) => {
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const basename = useBasename();
  const queryClient = useQueryClient();

  return async (type: CompanyFormType, values: CompanyFormInput) => {
    try {
      const { redirectTo } = await dp.send(createCompany(toFormData(companyPayload(type, values))));
      notify('app.success.processed', { type: 'success' });
      // The new company or team must show up in the option lists at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.formSelects.all() });
      onCreated(type);
      // No readable redirectTo: the form stays, cleared, after the success toast.
      const target = redirectTo === undefined ? undefined : safeRedirectPath(redirectTo);
      if (!target || target === `${location.pathname}${location.search}`) return undefined;
      if (target === basename || target.startsWith(`${basename}/`)) navigate(target);
      else window.location.assign(target);
      return undefined;
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
      return isApiError(error) ? error.body.errors : undefined;
    }
  };
};
