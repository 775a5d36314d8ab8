import { Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import type { Cashout } from '../calls';
import { formatUsd } from '../../../ui/format';
import type { Desk } from '../desk/deskStore';
import { batchView } from './batchView';
import { BatchStatus } from './BatchStatus';
import type { Bulk } from './bulkStore';
import { MAX_BATCH_CASHOUTS, MAX_BATCH_CENTS } from './caps';
import { SelectionActions } from './SelectionActions';

/** What the bar shows that the desk changes: the selection still open, and the batch's stage. */
const shownOfDesk = (bulk: Bulk, desk: Desk) => {
  const selectable = bulk.selectable();
  const chosen = bulk.chosen().map((cashout) => cashout.id);
  const view = batchView(bulk.batch(), bulk.runHoldId(), desk.holds(), desk.card);
  const stage = !view
    ? 'none'
    : view.stage === 'held'
      ? `held:${view.hold.id}`
      : `${view.stage}:${view.total}:${view.answered}:${view.decided}:${view.failed.join(',')}`;
  return `${selectable.length === 0}|${chosen.length === selectable.length}|${chosen.join(',')}|${stage}`;
};

/**
 * The bar of bulk decisions above the cards: select all visible, the count and total of the
 * selection with Approve / Decline selected, then the batch's undo window, progress and result.
 */
export const BulkBar = ({
  bulk,
  desk,
  cards,
  gone,
}: {
  bulk: Bulk;
  desk: Desk;
  cards: readonly Cashout[];
  gone: ReadonlySet<number>;
}) => {
  const translate = useTranslate();
  useEffect(() => bulk.show(cards, gone), [bulk, cards, gone]);
  // The bar reads the bulk store whole, and of the desk only what it shows: a decision taken
  // without a selection or a batch (the keyboard queue) leaves it alone.
  useSyncExternalStore(bulk.subscribe, bulk.version);
  useSyncExternalStore(desk.subscribe, () => shownOfDesk(bulk, desk));
  const selectable = bulk.selectable();
  const chosen = bulk.chosen();
  const all = selectable.length > 0 && chosen.length === selectable.length;
  const view = batchView(bulk.batch(), bulk.runHoldId(), desk.holds(), desk.card);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={translate('app.cashouts.bulk.bar')}
      data-bulk-bar
      sx={{ px: 2, py: 1, mb: 2 }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            label={translate('app.cashouts.bulk.select_all')}
            control={
              <Checkbox
                checked={all}
                indeterminate={chosen.length > 0 && !all}
                disabled={selectable.length === 0}
                onChange={() => bulk.toggleAll()}
              />
            }
          />
          {chosen.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.cashouts.bulk.hint', {
                count: MAX_BATCH_CASHOUTS,
                amount: formatUsd(MAX_BATCH_CENTS / 100),
              })}
            </Typography>
          )}
        </Stack>
        {chosen.length > 0 && <SelectionActions bulk={bulk} chosen={chosen} />}
        {view && <BatchStatus bulk={bulk} view={view} />}
      </Stack>
    </Paper>
  );
};
