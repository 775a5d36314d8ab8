import { Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatsRead } from '../calls';
import { unreadableValue } from '../../../ui/unreadable';
import { formatUpdatedAt } from './lastUpdated';

export const LastUpdated = ({
  stats,
  loading,
}: {
  stats: StatsRead | undefined;
  loading: boolean;
}) => {
  const translate = useTranslate();
  // As tall as the line it stands for: the panels below do not move when the figures come.
  if (loading)
    return (
      <Typography variant="body2">
        <Skeleton width={260} />
      </Typography>
    );
  const date = stats ? formatUpdatedAt(stats) : null;
  // Either value gives the date; only when neither does is the line itself unreadable.
  const unreadable =
    !date &&
    stats !== undefined &&
    (unreadableValue(stats, 'updatedAtTimestamp') || unreadableValue(stats, 'updatedAt'));
  if (!date && !unreadable) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {date
        ? translate('app.dashboard.last_updated', { date })
        : translate('app.dashboard.unreadable.last_updated')}
    </Typography>
  );
};
