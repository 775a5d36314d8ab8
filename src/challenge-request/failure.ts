import { HTTP_MESSAGES, isApiError, type ApiError } from '../api/errors';
import type { RequestErrors } from './request';
import { splitFieldErrors } from './serverErrors';

/**
 * Why a send failed, for the page: `refused` (the server said no: fix and send again) or
 * `failed` (no answer, a time-out, a server error: the same request can be tried again).
 * `message` is a catalogue key or the server's own words.
 */
export interface Failure {
  kind: 'refused' | 'failed';
  message: string;
  fields: RequestErrors;
}

/** The client's own sentence: a server error's text is for its logs, not for a client. */
const failedMessage = (error: ApiError) =>
  error.kind === 'http' ? HTTP_MESSAGES.server : error.message;

export const failureOf = (error: unknown): Failure => {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500)
    return {
      kind: 'failed',
      message: isApiError(error) ? failedMessage(error) : 'app.error.generic',
      fields: {},
    };
  const { fields, others } = splitFieldErrors(error.fieldErrors);
  const general = error.formError ?? (error.hasFieldErrors ? undefined : error.message);
  const message =
    [general, ...others].filter(Boolean).join(' ') ||
    (Object.keys(fields).length > 0 ? 'app.request.errors.refused' : error.message);
  return { kind: 'refused', message, fields };
};
