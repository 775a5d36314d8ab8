import { Alert, Button } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { logLoadError } from './logLoadError';

export interface RetryAlertProps {
  onRetry: () => unknown;
  children: ReactNode;
  /** The failed load: logged once with its call and status when the alert shows it. */
  failure?: { call: string; error: unknown };
}

/** A load failure shown in place, with a Retry button (and logged, seed 000 §8). */
export const RetryAlert = ({ onRetry, children, failure }: RetryAlertProps) => {
  const translate = useTranslate();
  const call = failure?.call;
  const error = failure?.error;
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
    </Alert>
  );
};
