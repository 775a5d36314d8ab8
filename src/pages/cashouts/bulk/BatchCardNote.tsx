import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { failureMessage } from '../decision';
import type { CardFailure, CardPhase } from '../desk/deskStore';
import { useInBatch, useIsBatchHold } from './useBulk';

/**
 * What a card of a batch says of it: held with the batch (whose Undo and Send now are the
 * bar's), or refused by the server, with its message (the batch's toast only counts them).
 */
export const BatchCardNote = ({
  id,
  phase,
  failure,
}: {
  id: number;
  phase: CardPhase;
  failure: CardFailure | null;
}) => {
  const translate = useTranslate();
  const inBatch = useInBatch(id);
  const heldInBatch = useIsBatchHold(phase.kind === 'held' ? phase.holdId : null);
  if (phase.kind === 'held' && heldInBatch)
    return (
      // Not a live region: the bar announces the batch once, not once per card.
      <Typography variant="body2" sx={{ bgcolor: 'action.hover', px: 2, py: 1 }}>
        {translate('app.cashouts.bulk.card_held', {
          decision: translate(`app.cashouts.actions.${phase.decision}`),
        })}
      </Typography>
    );
  // A time-out has the card's own warning; the message of a refusal is the server's.
  if (inBatch && phase.kind === 'open' && failure && !failure.unknownOutcome) {
    const message = failureMessage(failure.error);
    return (
      <Alert severity="error">
        {translate('app.cashouts.bulk.card_failed', {
          message: translate(message, { _: message }),
        })}
      </Alert>
    );
  }
  return null;
};
