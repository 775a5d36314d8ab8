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
import { closeUnlessDoubleClick } from '../../ui/closeUnlessDoubleClick';

interface TakeOverConfirmProps {
  /** The staff member who supervises the request now. */
  supervisor: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Assign to me over a colleague's claim: name them and ask; the safe choice has the focus. */
export const TakeOverConfirm = ({
  supervisor,
  open,
  onCancel,
  onConfirm,
}: TakeOverConfirmProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={closeUnlessDoubleClick(onCancel)}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>
        {translate('app.opportunities.detail.take_over.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {translate('app.opportunities.detail.take_over.body', { name: supervisor })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {translate('app.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained">
          {translate('app.opportunities.detail.take_over.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
