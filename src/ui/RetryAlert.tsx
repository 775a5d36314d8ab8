import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A load failure shown in place, with a Retry button. */
export const RetryAlert = ({
  onRetry,
  children,
}: {
  onRetry: () => unknown;
  children: ReactNode;
}) => {
  const translate = useTranslate();
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
