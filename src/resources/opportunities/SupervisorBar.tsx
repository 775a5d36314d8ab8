import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useServerContext } from '../../api';
import { useTranslate } from 'react-admin';
import type { Opportunity } from '../../contract';
import { useClaim } from './useClaim';
import { formatText } from '../../ui/format';

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
  // Claimed here, or already supervised by the signed-in staff member.
  const mine =
    claimed || (Boolean(user?.name) && formatText(current?.fullName) === formatText(user?.name));
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography role="status" aria-live="polite">
        <strong>{translate('app.opportunities.detail.supervisor')}:</strong>{' '}
        {formatText(current?.fullName) || translate('app.none')}
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
          onClick={claim}
          disabled={isPending}
          aria-busy={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ ml: 'auto' }}
        >
          {translate(
            isPending ? 'app.opportunities.detail.assigning' : 'app.opportunities.detail.assign',
          )}
        </Button>
      )}
    </Paper>
  );
};
