import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** The visible countdown of a held decision (a timer role: read when asked, not every second). */
export const Countdown = ({ deadline }: { deadline: number }) => {
  const translate = useTranslate();
  const [left, setLeft] = useState(() => secondsLeft(deadline));
  useEffect(() => {
    const timer = window.setInterval(() => setLeft(secondsLeft(deadline)), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return (
    <Typography role="timer" variant="body2">
      {translate('app.cashouts.undo.countdown', { smart_count: left })}
    </Typography>
  );
};

/**
 * A decision in its undo window (one card's, or a batch's in the bulk bar): what will be sent,
 * when, and Undo / Send now.
 */
export const HoldPanel = ({
  status,
  deadline,
  onUndo,
  onSendNow,
}: {
  /** What will be sent, as the staff member reads it. */
  status: string;
  deadline: number;
  onUndo: (event: MouseEvent) => void;
  onSendNow: (event: MouseEvent) => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', flexWrap: 'wrap', bgcolor: 'action.hover', px: 2, py: 1 }}
    >
      <Typography role="status" variant="body2" sx={{ fontWeight: 600 }}>
        {status}
      </Typography>
      <Countdown deadline={deadline} />
      <Button variant="outlined" size="small" onClick={onUndo}>
        {translate('app.cashouts.undo.undo')}
      </Button>
      <Button size="small" onClick={onSendNow}>
        {translate('app.cashouts.undo.send_now')}
      </Button>
    </Stack>
  );
};
