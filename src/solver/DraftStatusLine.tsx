import { Typography } from '@mui/material';
import { t } from './i18n';
import { formatClock } from './time';
import { retrySecondsLeft, type DraftRetry, type DraftStatus } from './useDraftAutosave';
import { useNow } from './useNow';

const KEYS: Record<DraftStatus, string | null> = {
  idle: null,
  dirty: 'app.solver.draft.unsaved',
  saving: 'app.solver.draft.saving',
  saved: 'app.solver.draft.saved',
  failed: 'app.solver.draft.failed',
};

/** The draft's state, announced politely as it changes; the wait for a retry counts down. */
export const DraftStatusLine = ({
  status,
  savedAt,
  retry,
}: {
  status: DraftStatus;
  savedAt: string | null;
  retry: DraftRetry | null;
}) => {
  // A quarter-second clock: the shown second changes at most 250 ms late.
  const now = useNow(retry !== null, 250);
  const key = KEYS[status];
  return (
    <Typography
      role="status"
      variant="body2"
      color={status === 'failed' ? 'error' : 'text.secondary'}
      sx={{ minHeight: '1.5em' }}
    >
      {key && t(key)}
      {status === 'saved' &&
        savedAt &&
        ` ${t('app.solver.draft.saved_at', { time: formatClock(savedAt) })}`}
      {status === 'failed' &&
        retry !== null &&
        ` ${t('app.solver.draft.retrying', { n: retrySecondsLeft(retry, now.getTime()) })}`}
    </Typography>
  );
};
