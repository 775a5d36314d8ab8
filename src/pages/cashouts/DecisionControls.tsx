import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { SafeConfirm as Confirm } from '../../ui/SafeConfirm';
import { CASHOUT_DECISIONS, type Cashout, type CashoutDecision, type DeclineReason } from './calls';
import { formatText, formatUsd } from '../../ui/format';
import { ReasonSelect } from './ReasonSelect';

interface DecisionControlsProps {
  cashout: Cashout;
  reason: DeclineReason | '';
  onReasonChange: (reason: DeclineReason | '') => void;
  reasonError?: string;
  /** The server's action text once decided. */
  action: string | null;
  sending: boolean;
  disabled: boolean;
  onDecide: (decision: CashoutDecision) => void;
  /** A decision was chosen: the card takes the focus from the menu (its button is now locked). */
  onChosen: () => void;
}

/** The Actions dropdown and the decline-reason select of one cashout card. */
export const DecisionControls = ({
  cashout,
  reason,
  onReasonChange,
  reasonError,
  action,
  sending,
  disabled,
  onDecide,
  onChosen,
}: DecisionControlsProps) => {
  const translate = useTranslate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A decline goes with its reason: asked for here, not refused by the server.
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const locked = disabled || sending || action !== null;

  const choose = (decision: CashoutDecision) => {
    setAnchor(null);
    if (decision !== 'approve' && reason === '') {
      setReasonMissing(true);
      // After the menu has closed and handed focus back to its button.
      window.setTimeout(() => reasonRef.current?.focus(), 0);
      return;
    }
    if (decision === 'deactivate') setConfirming(true);
    else decideNow(decision);
  };

  const decideNow = (decision: CashoutDecision) => {
    onDecide(decision);
    // After the menu or dialog has closed.
    window.setTimeout(onChosen, 0);
  };

  const confirmDeactivate = (event: MouseEvent) => {
    event.stopPropagation();
    setConfirming(false);
    decideNow('deactivate');
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Button
        id={`${id}-button`}
        ref={buttonRef}
        variant="contained"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-label={
          action || sending
            ? undefined
            : translate('app.cashouts.actions.menu_label', { user: cashout.user_name })
        }
        disabled={locked}
        endIcon={action ? undefined : <ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {action ??
          translate(sending ? 'app.cashouts.actions.sending' : 'app.cashouts.actions.label')}
      </Button>
      {/* Mounted while open only, as is the dialog below: closed, they were drawn again with
          every state of the card, a keyboard queue's largest cost after the table. */}
      {anchor && (
        <Menu
          id={`${id}-menu`}
          anchorEl={anchor}
          open
          // Focus goes back by hand: after a choice the button is locked, the card takes it.
          disableRestoreFocus
          onClose={() => {
            setAnchor(null);
            buttonRef.current?.focus();
          }}
          slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
        >
          {CASHOUT_DECISIONS.map((decision) => (
            <MenuItem key={decision} onClick={() => choose(decision)}>
              {translate(`app.cashouts.actions.${decision}`)}
            </MenuItem>
          ))}
        </Menu>
      )}
      <ReasonSelect
        data-reason-select
        label={translate('app.cashouts.reason.label')}
        value={reason}
        onChange={(next) => {
          setReasonMissing(false);
          onReasonChange(next);
        }}
        disabled={locked}
        inputRef={reasonRef}
        missing={reasonMissing}
        error={reasonError}
      />
      {confirming && (
        <Confirm
          isOpen
          title="app.cashouts.confirm_deactivate.title"
          content="app.cashouts.confirm_deactivate.body"
          contentTranslateOptions={{
            user: formatText(cashout.user_name),
            amount: formatUsd(cashout.amount),
          }}
          confirm="app.cashouts.confirm_deactivate.confirm"
          onConfirm={confirmDeactivate}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
};
