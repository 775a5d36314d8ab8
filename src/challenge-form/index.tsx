import { Alert, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, Loading, Title, useBasename, useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { isApiError } from '../api';
import { useConsoleScreens } from '../layout/ConsoleScreensContext';
import { getContest, getContestClone } from './contestCalls';
import { ChallengeForm } from './ChallengeForm';
import { defaultsFor } from './model/defaults';
import { useLocationChoices } from './hooks/useOptions';
import { formValuesFromRecord, holdsJoinedLocations } from './model/fromRecord';
import { asCopy } from './model/identity';
import type { FormMode } from './model/types';
import { RetryAlert } from '../ui/RetryAlert';
import { queryKeys } from '../providers/queryKeys';
import { SectionBoundary } from '../ui/boundary/SectionBoundary';

const NO_LOCATIONS: readonly string[] = [];

const modeOf = (pathname: string): FormMode =>
  pathname.endsWith('/edit') ? 'edit' : pathname.endsWith('/clone') ? 'clone' : 'create';

const TITLES: Record<FormMode, string> = {
  create: 'app.menu.contest_new',
  edit: 'app.menu.contest_edit',
  clone: 'app.menu.contest_clone',
};

/** /contests/new, /contests/:slug/edit and /contests/:slug/clone (seed 001 §2). */
const ChallengeFormPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { slug = '' } = useParams();
  const mode = modeOf(pathname);
  const basename = useBasename();
  const { links } = useConsoleScreens();
  const query = useQuery({
    queryKey: queryKeys.contests.form(mode, slug),
    queryFn: ({ signal }) =>
      mode === 'clone' ? getContestClone(slug, signal) : getContest(slug, signal),
    enabled: mode !== 'create',
    staleTime: Infinity,
    gcTime: 0,
  });
  // Locations joined in one text are read with the location list (contract/locationCriteria.ts):
  // such a record waits for the list, or for its failure (then each ', ' splits).
  const locations = useLocationChoices();
  const joined = query.data !== undefined && holdsJoinedLocations(query.data);
  const known = joined ? locations.known : NO_LOCATIONS;
  const waiting = joined && locations.isPending;
  const initial = useMemo(
    () =>
      mode === 'create'
        ? defaultsFor('timed')
        : query.data && !waiting
          ? formValuesFromRecord(mode === 'clone' ? asCopy(query.data) : query.data, known)
          : null,
    [mode, query.data, waiting, known],
  );
  return (
    <>
      <Title title={TITLES[mode]} />
      <Typography variant="h4" component="h1" sx={{ my: 2 }}>
        {translate(TITLES[mode])}
      </Typography>
      {mode !== 'create' && isApiError(query.error) && query.error.status === 404 ? (
        // Retrying cannot make it exist: say so, and offer the drafts list.
        <Alert
          severity="info"
          action={
            <Button component={Link} to={`${basename}${links.challengeFormReturn}`} color="inherit">
              {translate('app.challengeForm.not_found_drafts')}
            </Button>
          }
        >
          {translate('app.challengeForm.not_found', { slug })}
        </Alert>
      ) : mode !== 'create' && query.isError ? (
        <RetryAlert onRetry={() => query.refetch()} error={query.error}>
          {translate('app.challengeForm.load_error')}{' '}
          {translate(query.error.message, { _: query.error.message })}
        </RetryAlert>
      ) : initial ? (
        <SectionBoundary>
          <ChallengeForm
            key={`${mode}:${slug}`}
            mode={mode}
            initial={initial}
            loaded={mode === 'edit' ? query.data : undefined}
          />
        </SectionBoundary>
      ) : (
        <Loading />
      )}
    </>
  );
};

export default ChallengeFormPage;
