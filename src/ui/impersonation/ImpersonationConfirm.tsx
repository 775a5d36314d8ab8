import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

interface ImpersonationConfirmProps {
  email: string;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Signing in as someone else ends the staff session here: say whom, and ask once more. */
export const ImpersonationConfirm = ({
  email,
  open,
  pending,
  onCancel,
  onConfirm,
}: ImpersonationConfirmProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>{translate('app.dashboard.impersonate.confirm_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {translate('app.dashboard.impersonate.confirm_body', { email })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {translate('app.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={pending} variant="contained" loading={pending}>
          {translate('app.dashboard.impersonate.confirm', { email })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
