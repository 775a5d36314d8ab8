import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CardPhase } from '../desk/deskStore';

/** On a card decided outside this tab: where, and whether a decision held here was dropped. */
export const OutsideNote = ({ phase }: { phase: CardPhase }) => {
  const translate = useTranslate();
  if (phase.kind !== 'final' || phase.where === 'here') return null;
  if (phase.where === 'unconfirmed')
    return (
      <Alert severity="warning" role="status">
        {translate('app.cashouts.live.unconfirmed_note', {
          decision: translate(`app.cashouts.actions.${phase.decision}`),
        })}
      </Alert>
    );
  const where = translate(
    phase.where === 'tab' ? 'app.cashouts.live.tab_note' : 'app.cashouts.live.elsewhere_note',
  );
  const dropped =
    phase.dropped &&
    translate('app.cashouts.live.dropped', {
      decision: translate(`app.cashouts.actions.${phase.dropped}`),
    });
  return (
    <Alert severity="info" role="status">
      {dropped ? `${where} ${dropped}` : where}
    </Alert>
  );
};
