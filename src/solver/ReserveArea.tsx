import { Alert, Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import { DEFAULT_SETTINGS } from '../contract/context';
import type { ChallengeView } from '../contract/solver';
import { reserveBlock } from './accessRules';
import { t } from './i18n';
import { formatText } from '../ui/text';
import { formatDuration } from './time';
import { useNow } from './useNow';

interface ReserveAreaProps {
  view: ChallengeView;
  reserving: boolean;
  /** A reserve call that got no refusal (connection, time-out, server error): offered again. */
  failure: string | null;
  onReserve: () => void;
}

export const signInHref = () =>
  `${DEFAULT_SETTINGS.signInUrl}?return_to=${encodeURIComponent(window.location.pathname)}`;

/**
 * The Reserve button, or why there is nothing to reserve when the page already knows (closed,
 * full, signed out, an e-mail address a domain rule excludes), or Retry after a failed call.
 */
export const ReserveArea = ({ view, reserving, failure, onReserve }: ReserveAreaProps) => {
  const block = reserveBlock(view, useNow(Boolean(view.deadline), 10_000).getTime());
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The Reserve button is gone: Retry takes the focus it had.
    if (failure) retry.current?.focus();
  }, [failure]);

  if (block?.reason === 'domain_inclusion' || block?.reason === 'domain_exclusion') {
    return (
      <Alert severity="info">
        {t(`app.solver.eligibility.${block.reason}_blocked`, {
          criteria: formatText(block.criteria),
          email: formatText(view.viewer?.email),
        })}
      </Alert>
    );
  }
  if (block?.reason === 'closed' || block?.reason === 'full') {
    return <Alert severity="info">{t(`app.solver.eligibility.${block.reason}`)}</Alert>;
  }
  if (block?.reason === 'signed_out') {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" href={signInHref()}>
            {t('app.solver.sign_in')}
          </Button>
        }
      >
        {t('app.solver.eligibility.signed_out')}
      </Alert>
    );
  }
  if (failure && !reserving) {
    return (
      <Alert
        severity="error"
        action={
          <Button ref={retry} color="inherit" onClick={onReserve}>
            {t('app.error.retry')}
          </Button>
        }
      >
        {t('app.solver.eligibility.reserve_failed')} {failure}
      </Alert>
    );
  }
  const limit = view.draft_to_submission_time_limit_in_seconds ?? 0;
  return (
    <Button
      variant="contained"
      size="large"
      onClick={onReserve}
      disabled={reserving}
      fullWidth
      sx={{ maxWidth: { sm: limit > 0 ? 420 : 320 } }}
    >
      {reserving
        ? t('app.solver.eligibility.reserving')
        : limit > 0
          ? t('app.solver.eligibility.reserve_timed', { time: formatDuration(limit) })
          : t('app.solver.eligibility.reserve')}
    </Button>
  );
};
