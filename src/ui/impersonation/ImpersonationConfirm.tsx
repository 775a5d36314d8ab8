import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { closeUnlessDoubleClick } from '../closeUnlessDoubleClick';

interface ImpersonationConfirmProps {
  email: string;
  open: boolean;
  pending: boolean;
  /** The server's refusal of this e-mail, where no field of the page can show it. */
  error?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Signing in as someone else ends the staff session here: say whom, and ask once more. */
export const ImpersonationConfirm = ({
  email,
  open,
  pending,
  error,
  onCancel,
  onConfirm,
}: ImpersonationConfirmProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const bodyId = useId();
  // The button was disabled while the request ran, which dropped its focus: give it back, so
  // the keys (Escape, Enter to try again) still reach the dialog.
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (error) confirmRef.current?.focus();
  }, [error]);
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : closeUnlessDoubleClick(onCancel)}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>{translate('app.dashboard.impersonate.confirm_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {translate('app.dashboard.impersonate.confirm_body', { email })}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {translate('app.cancel')}
        </Button>
        <Button
          ref={confirmRef}
          onClick={onConfirm}
          disabled={pending}
          variant="contained"
          loading={pending}
        >
          {translate('app.dashboard.impersonate.confirm', { email })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
