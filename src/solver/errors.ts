import { isApiError } from '../api/errors';
import { t } from './i18n';

/**
 * The text of a failed call: the server's own reason when it gave one (a plain `errors`
 * string, the first field error, its message), else the client's catalogue message.
 */
export const reasonOf = (error: unknown): string => {
  if (!isApiError(error)) return t('app.error.generic');
  if (error.kind !== 'http') return t(error.message);
  return (
    error.formError ??
    Object.values(error.fieldErrors)[0] ??
    error.serverMessage ??
    t(error.message)
  );
};

/** Like reasonOf, for a whole-form message: field errors are shown at their fields. */
export const formMessageOf = (error: unknown): string => {
  if (isApiError(error) && error.kind === 'http' && error.hasFieldErrors)
    return t('app.solver.form.submit_failed');
  return reasonOf(error);
};

/**
 * A server's refusal (seed 001 §8: failures set eligibility false): a 4xx that gives a reason.
 * A 5xx, a time-out, a dropped connection, an unreadable answer or a bare 4xx is not one: worth
 * trying again, never "you cannot take part".
 */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) &&
  error.kind === 'http' &&
  error.status >= 400 &&
  error.status < 500 &&
  Boolean(error.formError ?? error.serverMessage ?? error.hasFieldErrors);
