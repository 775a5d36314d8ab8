import { Alert, Button, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Cashout, DeclineReason } from '../calls';
import { formatUsd } from '../../../ui/format';
import { ReasonSelect } from '../ReasonSelect';
import type { Bulk } from './bulkStore';
import { capMessage } from './capMessages';
import { capsExceeded, totalCents } from './caps';

/** The selection's count and total, its caps, one decline reason for all, and the two actions. */
export const SelectionActions = ({ bulk, chosen }: { bulk: Bulk; chosen: readonly Cashout[] }) => {
  const translate = useTranslate();
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);
  const over = capsExceeded(chosen);
  const refused = bulk.refused();
  const say = (kind: 'over' | 'refused', exceeded: (typeof over)[number]) => {
    const { key, values } = capMessage(kind, exceeded);
    return translate(key, values);
  };

  const decline = () => {
    if (reason === '') {
      setReasonMissing(true);
      reasonRef.current?.focus();
      return;
    }
    bulk.decide('decline', reason);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {translate('app.cashouts.bulk.selected', { smart_count: chosen.length })}
        </Typography>
        <Typography>
          {translate('app.cashouts.bulk.total', { amount: formatUsd(totalCents(chosen) / 100) })}
        </Typography>
        <Button variant="contained" onClick={() => bulk.decide('approve', '')}>
          {translate('app.cashouts.bulk.approve')}
        </Button>
        <ReasonSelect
          label={translate('app.cashouts.bulk.reason')}
          value={reason}
          onChange={(next) => {
            setReasonMissing(false);
            setReason(next);
          }}
          inputRef={reasonRef}
          missing={reasonMissing}
        />
        <Button variant="outlined" onClick={decline}>
          {translate('app.cashouts.bulk.decline')}
        </Button>
      </Stack>
      {refused.length > 0 ? (
        <Alert severity="error" role="alert">
          {refused.map((exceeded) => (
            <div key={exceeded.cap}>{say('refused', exceeded)}</div>
          ))}
        </Alert>
      ) : (
        over.length > 0 && (
          <Alert severity="warning" role="status">
            {over.map((exceeded) => (
              <div key={exceeded.cap}>{say('over', exceeded)}</div>
            ))}
          </Alert>
        )
      )}
    </Stack>
  );
};
