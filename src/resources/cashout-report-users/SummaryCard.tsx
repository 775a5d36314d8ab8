import { Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { RetryAlert } from '../../ui/RetryAlert';

interface Figure {
  label: string;
  value: string;
}

interface SummaryCardProps<T> {
  title: string;
  query: UseQueryResult<T | null>;
  figures: (data: T) => Figure[];
  failedText: string;
  emptyText: string;
  /** The call, for the log line of a failed load. */
  call: string;
}

/** A summary card: its figures, or the failure text with Retry, or the empty text. */
export const SummaryCard = <T,>({
  title,
  query,
  figures,
  failedText,
  emptyText,
  call,
}: SummaryCardProps<T>) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ flex: 1 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {query.isPending && <CircularProgress size={24} aria-label={translate('app.loading')} />}
        {query.error && (
          <RetryAlert onRetry={() => query.refetch()} failure={{ call, error: query.error }}>
            {failedText}
          </RetryAlert>
        )}
        {query.isSuccess && !query.data && (
          <Typography color="text.secondary">{emptyText}</Typography>
        )}
        {query.isSuccess && query.data && (
          <Stack direction="row" spacing={4} component="dl" sx={{ m: 0 }}>
            {figures(query.data).map((figure) => (
              <Stack key={figure.label} sx={{ '& dd': { m: 0 } }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {figure.label}
                </Typography>
                <Typography component="dd" variant="h6">
                  {figure.value}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
