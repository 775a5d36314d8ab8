import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ApiError, isApiError } from '../../api';
import type { CashoutDecision, DeclineReason } from '../../contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSubmitOnce } from '../../ui/useSubmitOnce';
import { failureMessage, isUnknownOutcome, keyFor, sentReason, type Attempt } from './decision';
import { queryKeys } from '../../providers/queryKeys';

export interface DecisionState {
  /** The server's action text once decided: the card is final. */
  action: string | null;
  /** The decision the server accepted (an approved card shows no decline reason). */
  decided: CashoutDecision | null;
  sending: boolean;
  timedOut: boolean;
  fieldErrors: Record<string, string>;
}

const newKey = () => crypto.randomUUID();

/**
 * One cashout's decision: pessimistic (nothing changes until the server answers), one request
 * at a time whatever the clicking, and one Idempotency-Key per decision, kept for a retry
 * whose first attempt never got an answer.
 */
export const useCashoutDecision = (cashoutId: number, reason: DeclineReason | '') => {
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { run } = useSubmitOnce();
  const lastAttempt = useRef<Attempt | null>(null);
  const [state, setState] = useState<DecisionState>({
    action: null,
    decided: null,
    sending: false,
    timedOut: false,
    fieldErrors: {},
  });

  const mutation = useMutation({
    mutationFn: (attempt: Attempt) =>
      dp.decideCashout(
        { decision: attempt.decision, id: cashoutId, reason: attempt.reason },
        attempt.key,
      ),
  });

  const send = async (decision: CashoutDecision) => {
    const attemptReason = sentReason(decision, reason);
    const attempt: Attempt = {
      decision,
      reason: attemptReason,
      key: keyFor(lastAttempt.current, decision, attemptReason, newKey),
      unknownOutcome: false,
    };
    lastAttempt.current = attempt;
    setState((current) => ({ ...current, sending: true, timedOut: false, fieldErrors: {} }));
    try {
      // Without the server's word, the chosen action's label says what was done (issue 21 §4).
      const answer = await mutation.mutateAsync(attempt);
      const action = answer.action || translate(`app.cashouts.actions.${decision}`);
      setState({ action, decided: decision, sending: false, timedOut: false, fieldErrors: {} });
      notify('app.success.processed', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cashouts.all() });
    } catch (caught) {
      const error = isApiError(caught)
        ? caught
        : new ApiError({ message: 'app.error.generic', status: 0, kind: 'network' });
      const unknown = isUnknownOutcome(error);
      attempt.unknownOutcome = unknown;
      setState({
        action: null,
        decided: null,
        sending: false,
        timedOut: unknown,
        fieldErrors: error.fieldErrors,
      });
      if (unknown) {
        notify('app.cashouts.timeout', { type: 'warning', multiLine: true });
        void queryClient.invalidateQueries({ queryKey: queryKeys.cashouts.all() });
      } else {
        notify(failureMessage(error), { type: 'error' });
      }
      // The card stays open for another decision.
      throw error;
    }
  };

  // A decided card is final: the guard stays closed after a success.
  const decide = async (decision: CashoutDecision) => {
    if (state.action) return;
    await run(() => send(decision), { holdOnSuccess: true }).catch(() => undefined);
  };

  return { state, decide };
};
