import { Checkbox } from '@mui/material';
import { useContext } from 'react';
import { useTranslate } from 'react-admin';
import type { Cashout } from '../calls';
import { formatText, formatUsd } from '../../../ui/format';
import { BulkContext, useCardSelected } from './useBulk';

/** A card's box for a bulk decision; Shift+click takes the range from the last box clicked. */
export const SelectCashoutBox = ({
  cashout,
  selectable,
}: {
  cashout: Cashout;
  selectable: boolean;
}) => {
  const translate = useTranslate();
  const bulk = useContext(BulkContext);
  const selected = useCardSelected(bulk, cashout.id);
  if (!bulk) return null;
  return (
    <Checkbox
      checked={selected && selectable}
      disabled={!selectable}
      onChange={(event) =>
        bulk.toggle(cashout.id, (event.nativeEvent as MouseEvent).shiftKey === true)
      }
      slotProps={{
        input: {
          'aria-label': translate('app.cashouts.bulk.select_card', {
            user: formatText(cashout.user_name),
            amount: formatUsd(cashout.amount),
          }),
        },
      }}
      sx={{ alignSelf: 'center', ml: -1 }}
    />
  );
};
