import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useServerContext } from '../../api';
import { useTranslate } from 'react-admin';
import type { Opportunity } from '../../contract';
import { useClaim } from './useClaim';
import { formatText } from '../../ui/format';
import { TakeOverConfirm } from './TakeOverConfirm';

/** The current supervisor (or None) and Assign to me, which shows the supervisor the server returns. */
export const SupervisorBar = ({
  id,
  supervisor,
}: {
  id: string;
  supervisor: Opportunity['supervisor'];
}) => {
  const translate = useTranslate();
  const { user } = useServerContext();
  const { claim, isPending, claimed, supervisor: answered } = useClaim(id);
  const current = answered ?? supervisor;
  const name = formatText(current?.fullName);
  // Claimed here, or already supervised by the signed-in staff member.
  const mine = claimed || (Boolean(user?.name) && name === formatText(user?.name));
  // Another staff member's request is taken over only once asked (docs/decisions.md).
  const [asking, setAsking] = useState(false);
  const assign = () => (name ? setAsking(true) : claim());
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography role="status" aria-live="polite">
        <strong>{translate('app.opportunities.detail.supervisor')}:</strong>{' '}
        {name || translate('app.none')}
      </Typography>
      {mine ? (
        <Typography
          sx={{
            ml: 'auto',
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            color: 'success.main',
          }}
        >
          <CheckCircleIcon fontSize="small" aria-hidden />
          {translate('app.opportunities.detail.assigned_to_you')}
        </Typography>
      ) : (
        <Button
          variant="contained"
          onClick={assign}
          disabled={isPending}
          aria-busy={isPending}
          startIcon={
            isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
          sx={{ ml: 'auto' }}
        >
          {translate(
            isPending ? 'app.opportunities.detail.assigning' : 'app.opportunities.detail.assign',
          )}
        </Button>
      )}
      <TakeOverConfirm
        supervisor={name}
        open={asking && !mine}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          claim();
        }}
      />
    </Paper>
  );
};
