import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatCount, formatUsd, toNumber } from '../../ui/format';
import { RetryAlert } from '../../ui/RetryAlert';
import { queryKeys } from '../../providers/queryKeys';
import { callName } from '../../contract/call';
import { cashoutBalanceCall, type CashoutsSummary } from './calls';

/** The pending count, the balance at the payment provider and the total asked for. */
export const CashoutsHeading = ({ summary }: { summary?: CashoutsSummary }) => {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const balance = useQuery({
    queryKey: queryKeys.cashouts.balance(),
    queryFn: ({ signal }) => dp.read(cashoutBalanceCall, { signal }),
  });
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant="h4" component="h1">
        {translate('app.cashouts.heading', {
          count: summary ? formatCount(summary.count) : '…',
          smart_count: toNumber(summary?.count) ?? 0,
        })}
      </Typography>
      <Typography>
        {translate('app.cashouts.balance', {
          amount: balance.data === undefined ? '…' : formatUsd(balance.data),
        })}
      </Typography>
      <Typography>
        {translate('app.cashouts.total', { amount: summary ? formatUsd(summary.total) : '…' })}
      </Typography>
      {balance.error && (
        <RetryAlert
          onRetry={() => balance.refetch()}
          failure={{ call: callName(cashoutBalanceCall), error: balance.error }}
        >
          {translate('app.cashouts.balance_failed')}
        </RetryAlert>
      )}
    </Stack>
  );
};
