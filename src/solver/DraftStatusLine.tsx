import { Typography } from '@mui/material';
import { t } from './i18n';
import { formatClock } from './time';
import type { DraftStatus } from './useDraftAutosave';

const KEYS: Record<DraftStatus, string | null> = {
  idle: null,
  dirty: 'app.solver.draft.unsaved',
  saving: 'app.solver.draft.saving',
  saved: 'app.solver.draft.saved',
  failed: 'app.solver.draft.failed',
};

/** The draft's state, announced politely as it changes. */
export const DraftStatusLine = ({
  status,
  savedAt,
  retryInSeconds,
}: {
  status: DraftStatus;
  savedAt: string | null;
  retryInSeconds: number | null;
}) => {
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
        retryInSeconds !== null &&
        ` ${t('app.solver.draft.retrying', { n: retryInSeconds })}`}
    </Typography>
  );
};
