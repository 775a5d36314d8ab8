import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/errors';
import type { ChallengeView } from '../contract/solver';
import { solverApi } from './api';
import { isRefusal, reasonOf } from './errors';
import { FlowLoading } from './FlowLoading';
import { t } from './i18n';
import { PrefilterForm } from './PrefilterForm';
import { SolutionForm } from './SolutionForm';
import { useLoad } from './useLoad';

interface SolutionFlowProps {
  view: ChallengeView;
  onIneligible: (reason: string) => void;
  /** The form takes focus when it appears (after Reserve, not on a reload). */
  focusOnMount?: boolean;
}

/** Loads the solution form object; a prefilter form comes first when the challenge has one. */
export const SolutionFlow = ({ view, onIneligible, focusOnMount = false }: SolutionFlowProps) => {
  // A passed prefilter replaces its form with the solution form, which then takes focus.
  const [replaced, setReplaced] = useState(false);
  const { state, set, reload } = useLoad(view.solutionFormPath, (signal) =>
    solverApi.solutionForm(view.solutionFormPath, signal),
  );
  const refused =
    state.status === 'error' &&
    isRefusal(state.error) &&
    !(isApiError(state.error) && state.error.status === 404);
  useEffect(() => {
    // The server refusing the form is an eligibility answer (seed 001 §8).
    if (refused && state.status === 'error') onIneligible(reasonOf(state.error));
  }, [refused, state, onIneligible]);

  if (state.status === 'loading') {
    return <FlowLoading />;
  }
  if (state.status === 'error') {
    return refused ? null : (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={reload}>
            {t('app.error.retry')}
          </Button>
        }
      >
        {reasonOf(state.error)}
      </Alert>
    );
  }
  if (state.data.formType === 'prefilter') {
    return (
      <PrefilterForm
        form={state.data}
        slug={view.slug}
        focusOnMount={focusOnMount}
        onReplace={(form) => {
          setReplaced(true);
          set(form);
        }}
        onIneligible={onIneligible}
      />
    );
  }
  return (
    <SolutionForm
      key={state.data.formType}
      slug={view.slug}
      form={state.data}
      focusOnMount={focusOnMount || replaced}
    />
  );
};
