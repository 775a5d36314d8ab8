import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatUsd } from '../../../ui/format';
import { HoldPanel } from '../desk/HoldPanel';
import type { BatchView } from './batchView';
import type { Bulk } from './bulkStore';
import { totalCents } from './caps';

/**
 * A click that is not the second of a double click: the bar's buttons change under the pointer
 * (Approve selected becomes the batch's Undo), and a double click must not act twice.
 */
const once = (act: () => void) => (event: MouseEvent) => {
  if (event.detail > 1) return;
  act();
};

/** The batch: in its undo window, then under way, then its result with Retry failed. */
export const BatchStatus = ({ bulk, view }: { bulk: Bulk; view: BatchView }) => {
  const translate = useTranslate();
  if (view.stage === 'held') {
    const { hold } = view;
    return (
      <HoldPanel
        status={translate('app.cashouts.bulk.held', {
          decision: translate(`app.cashouts.actions.${hold.decision}`),
          smart_count: hold.cashoutIds.length,
          amount: formatUsd(totalCents(bulk.cashoutsOf(hold.cashoutIds)) / 100),
        })}
        deadline={hold.deadline}
        onUndo={once(bulk.undo)}
        onSendNow={once(bulk.sendNow)}
      />
    );
  }
  const { total, answered, decided, failed } = view;
  return (
    <Stack spacing={1}>
      {view.stage === 'sending' && (
        <LinearProgress
          variant="determinate"
          value={(answered / total) * 100}
          aria-label={translate('app.cashouts.bulk.progress')}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography role="status" variant="body2" sx={{ fontWeight: 600 }}>
          {view.stage === 'sending'
            ? translate('app.cashouts.bulk.sending', { answered, total })
            : translate(
                failed.length ? 'app.cashouts.bulk.done_failed' : 'app.cashouts.bulk.done',
                {
                  decided,
                  failed: failed.length,
                },
              )}
        </Typography>
        {view.stage === 'done' && failed.length > 0 && (
          <Button variant="outlined" size="small" onClick={once(() => bulk.retry(failed))}>
            {translate('app.cashouts.bulk.retry')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
