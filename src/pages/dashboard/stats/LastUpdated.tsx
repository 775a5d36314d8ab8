import { Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Stats } from '../../../contract';
import { formatUpdatedAt } from './lastUpdated';

export const LastUpdated = ({ stats, loading }: { stats: Stats | undefined; loading: boolean }) => {
  const translate = useTranslate();
  // As tall as the line it stands for: the panels below do not move when the figures come.
  if (loading)
    return (
      <Typography variant="body2">
        <Skeleton width={260} />
      </Typography>
    );
  const date = stats ? formatUpdatedAt(stats) : null;
  if (!date) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.dashboard.last_updated', { date })}
    </Typography>
  );
};
