import { Alert, Button, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isApiError } from '../api/errors';
import { logLoadError } from './logLoadError';

export interface RetryAlertProps {
  onRetry: () => unknown;
  children: ReactNode;
  /** The failed load: logged once with its call and status when the alert shows it. */
  failure?: { call: string; error: unknown };
  /** The error shown, when no failure is logged here: its detail goes in small print. */
  error?: unknown;
}

/**
 * A load failure shown in place, with a Retry button (and logged, seed 000 §8): the sentence for
 * staff first, then, for an answer that could not be read, the call and path in small print for
 * whoever reports it.
 */
export const RetryAlert = ({ onRetry, children, failure, error: shown }: RetryAlertProps) => {
  const translate = useTranslate();
  const call = failure?.call;
  const error = failure?.error;
  const cause = error ?? shown;
  const detail = isApiError(cause) ? cause.detail : undefined;
  useEffect(() => {
    if (call !== undefined && error) logLoadError(call, error);
  }, [call, error]);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {translate('app.error.retry')}
        </Button>
      }
    >
      {children}
      {detail && (
        <Typography variant="caption" component="p" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {detail}
        </Typography>
      )}
    </Alert>
  );
};
