import ActionCheck from '@mui/icons-material/CheckCircle';
import AlertError from '@mui/icons-material/ErrorOutlineOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { closeUnlessDoubleClick } from './closeUnlessDoubleClick';

export interface SafeConfirmProps {
  isOpen: boolean;
  title: string;
  /** A catalogue key (translated with `contentTranslateOptions`) or the content itself. */
  content: ReactNode;
  confirm?: string;
  cancel?: string;
  /** 'warning' shows the confirm button in the error colour, as react-admin's Confirm does. */
  confirmColor?: 'primary' | 'warning';
  titleTranslateOptions?: object;
  contentTranslateOptions?: object;
  onConfirm: (event: MouseEvent) => void;
  onClose: () => void;
}

/**
 * react-admin's Confirm with the focus on Cancel when it opens: its own focuses the confirm
 * button, so the Enter that opened it, pressed again, passes an irreversible action or a payment;
 * and the second click of a double click on the button that opened it does not close it.
 * Every destructive or money confirmation uses this one (docs/decisions.md, "Confirmations open
 * on the safe choice").
 */
export const SafeConfirm = ({
  isOpen,
  title,
  content,
  confirm = 'ra.action.confirm',
  cancel = 'ra.action.cancel',
  confirmColor = 'primary',
  titleTranslateOptions = {},
  contentTranslateOptions = {},
  onConfirm,
  onClose,
}: SafeConfirmProps) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={isOpen} onClose={closeUnlessDoubleClick(onClose)} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        {translate(title, { _: title, ...titleTranslateOptions })}
      </DialogTitle>
      <DialogContent>
        {typeof content === 'string' ? (
          <DialogContentText>
            {translate(content, { _: content, ...contentTranslateOptions })}
          </DialogContentText>
        ) : (
          content
        )}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} startIcon={<AlertError />}>
          {translate(cancel, { _: cancel })}
        </Button>
        <Button
          color={confirmColor === 'warning' ? 'error' : 'primary'}
          onClick={(event) => {
            event.stopPropagation();
            onConfirm(event);
          }}
          startIcon={<ActionCheck />}
        >
          {translate(confirm, { _: confirm })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
