import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatDateTime } from '../../ui/format';
import { RetryAlert } from '../../ui/RetryAlert';
import { queryKeys } from '../../providers/queryKeys';
import { callName } from '../../contract/call';
import { demographicsTimestampCall } from './calls';

export const LastUpdated = () => {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { data, error, refetch } = useQuery({
    queryKey: queryKeys.demographics.timestamp(),
    queryFn: ({ signal }) => dp.read(demographicsTimestampCall, { signal }),
  });
  if (error)
    return (
      <RetryAlert
        onRetry={() => refetch()}
        failure={{ call: callName(demographicsTimestampCall), error }}
      >
        {translate('app.demographics.timestamp_failed')}
      </RetryAlert>
    );
  // A time that cannot be read says nothing rather than "Last updated: ".
  const time = data ? formatDateTime(data) : '';
  if (!time) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.demographics.last_updated', { time })}
    </Typography>
  );
};
