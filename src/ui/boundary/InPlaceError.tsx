import { Alert, Button } from '@mui/material';
import { useState, type ReactNode } from 'react';

export interface InPlaceErrorProps {
  children: ReactNode;
  /** The translated label of the button. */
  retryLabel: string;
  onRetry: () => unknown;
}

/**
 * A failure shown where the section was, with Retry (busy while a retry runs). Takes its texts
 * translated, so the solver area, which has no react-admin, shows the same thing.
 */
export const InPlaceError = ({ children, retryLabel, onRetry }: InPlaceErrorProps) => {
  const [busy, setBusy] = useState(false);
  const retry = () => {
    const pending = onRetry();
    if (pending instanceof Promise) {
      setBusy(true);
      void pending.finally(() => setBusy(false));
    }
  };
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry} disabled={busy}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
};
