import { Typography } from '@mui/material';
import { t } from './i18n';
import { formatDuration, secondsUntil } from './time';
import { useNow } from './useNow';

interface CountdownProps {
  end: string;
  /** Catalogue key of the running text, with `%{time}`. */
  runningKey: string;
  endedKey: string;
}

/** A ticking countdown; role timer keeps screen readers from announcing every second. */
export const Countdown = ({ end, runningKey, endedKey }: CountdownProps) => {
  const left = secondsUntil(end, useNow());
  return (
    <Typography
      role="timer"
      sx={{ fontWeight: 600, color: left > 0 ? 'text.primary' : 'error.main' }}
    >
      {left > 0 ? t(runningKey, { time: formatDuration(left) }) : t(endedKey)}
    </Typography>
  );
};
