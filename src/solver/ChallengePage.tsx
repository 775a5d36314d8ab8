import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { isApiError } from '../api/errors';
import { DEFAULT_SETTINGS } from '../contract/context';
import { solverApi } from './api';
import { ChallengeDetails } from './ChallengeDetails';
import { reasonOf } from './errors';
import { t } from './i18n';
import { Page } from '../ui/public/Page';
import { Participation } from './Participation';
import { useLoad } from './useLoad';
import { PanelBoundary, PanelRetry } from './PanelBoundary';
import { formatText } from '../ui/text';

const LoadFailure = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const status = isApiError(error) ? error.status : 0;
  if (status === 401) {
    const back = encodeURIComponent(window.location.pathname);
    return (
      <>
        <Typography variant="h4" component="h1">
          {t('app.solver.sign_in_title')}
        </Typography>
        <Alert severity="info">{reasonOf(error)}</Alert>
        <Button
          variant="contained"
          href={`${DEFAULT_SETTINGS.signInUrl}?return_to=${back}`}
          sx={{ justifySelf: 'start' }}
        >
          {t('app.solver.sign_in')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Typography variant="h4" component="h1">
        {t(status === 404 ? 'app.solver.not_found' : 'app.solver.load_failed')}
      </Typography>
      {status !== 404 && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={onRetry}>
              {t('app.error.retry')}
            </Button>
          }
        >
          {reasonOf(error)}
        </Alert>
      )}
    </>
  );
};

/** /challenges/{slug}: the challenge, the solver's eligibility, and the way to a solution. */
export const ChallengePage = ({ slug }: { slug: string }) => {
  const { state, reload } = useLoad(slug, (signal) => solverApi.challenge(slug, signal));
  const title = state.status === 'done' ? formatText(state.data.title) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return (
    <Page>
      {state.status === 'loading' && (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography component="h1" variant="h6">
            {t('app.solver.loading')}
          </Typography>
        </Stack>
      )}
      {state.status === 'error' && <LoadFailure error={state.error} onRetry={reload} />}
      {state.status === 'done' && (
        <PanelRetry value={reload}>
          <PanelBoundary>
            <ChallengeDetails view={state.data} />
          </PanelBoundary>
          {state.data.viewer && (
            <Typography variant="body2" color="text.secondary">
              {t('app.solver.signed_in_as', {
                name: `${formatText(state.data.viewer.name)} (${formatText(state.data.viewer.email)})`,
              })}
            </Typography>
          )}
          <PanelBoundary>
            <Participation view={state.data} />
          </PanelBoundary>
        </PanelRetry>
      )}
    </Page>
  );
};
