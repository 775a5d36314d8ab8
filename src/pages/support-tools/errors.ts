import type { ApiError } from '../../api';

/**
 * The text of a failed action (seed 000 §8): the field errors of `data.errors` joined with
 * commas; else the form-wide error or the server's message; else the client's own message key.
 */
export const joinedErrors = (
  error: Pick<ApiError, 'fieldErrors' | 'formError' | 'serverMessage' | 'message'>,
): string => {
  const fields = Object.values(error.fieldErrors).filter(Boolean);
  if (fields.length > 0) return fields.join(', ');
  return error.formError ?? error.serverMessage ?? error.message;
};
