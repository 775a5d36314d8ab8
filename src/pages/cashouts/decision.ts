import type { ApiError } from '../../api';
import { transportOr } from '../../ui/errorMessage';
import type { CashoutDecision, DeclineReason } from './calls';

export interface Attempt {
  decision: CashoutDecision;
  reason: DeclineReason | '';
  key: string;
  /** The server may have applied it: the answer never came. */
  unknownOutcome: boolean;
}

/**
 * The Idempotency-Key of a new attempt: the previous one when that attempt's outcome is unknown
 * (time-out, lost connection) and the same decision is sent again, so the server applies it at
 * most once; a fresh one otherwise (the previous answer was final).
 */
export const keyFor = (
  previous: Attempt | null,
  decision: CashoutDecision,
  reason: DeclineReason | '',
  newKey: () => string,
): string =>
  previous?.unknownOutcome && previous.decision === decision && previous.reason === reason
    ? previous.key
    : newKey();

/** Only "approve" goes without a reason; the server wants one for the other two. */
export const sentReason = (
  decision: CashoutDecision,
  reason: DeclineReason | '',
): DeclineReason | '' => (decision === 'approve' ? '' : reason);

/** Whether the request may have reached the server and been applied. */
export const isUnknownOutcome = (error: ApiError) =>
  error.kind === 'timeout' || error.kind === 'network';

/** The toast of a failed decision: the server's message, the client's own for transport failures, else the generic one. */
export const failureMessage = (error: ApiError): string =>
  error.serverMessage ?? transportOr(error, 'app.error.generic');

/** Field errors the card shows beside the reason select, and the rest (shown above the controls). */
export const splitFieldErrors = (fieldErrors: Record<string, string>) => {
  const { reason, ...others } = fieldErrors;
  return { reason, others: Object.values(others) };
};
