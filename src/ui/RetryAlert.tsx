import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isApiError } from '../api/errors';
import { logLoadError } from './logLoadError';

export interface RetryAlertProps {
  /** Starts the load again; a promise it returns keeps Retry busy until it settles. */
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
  // A failed query keeps its error while it loads again: without this, Retry would look as if
  // nothing happened, and a second click would start the load once more.
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (call !== undefined && error) logLoadError(call, error);
  }, [call, error]);
  const retry = () => {
    if (retrying) return;
    const started = onRetry();
    if (!isThenable(started)) return;
    setRetrying(true);
    void Promise.resolve(started)
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  return (
    <Alert
      severity="error"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={retry}
          // Not `disabled`: the button keeps the keyboard focus while the load runs.
          aria-disabled={retrying || undefined}
          aria-busy={retrying || undefined}
          startIcon={
            retrying ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined
          }
        >
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

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';
