import { Alert, AlertTitle } from '@mui/material';
import { Suspense, useEffect, useRef, useState } from 'react';
import { safeRedirectPath } from '../api/redirect';
import { retryableImport, retryableLazy } from '../ui/moduleCache';
import { TextLink } from '../ui/public/TextLink';
import type { ChallengeView, Eligibility } from '../contract/solver';
import { accessRules } from './accessRules';
import { solverApi } from './api';
import { isRefusal, reasonOf } from './errors';
import { followLink } from './location';
import { t } from './i18n';
import { ReserveArea } from './ReserveArea';
import { Section } from './Section';
import { FlowLoading } from './FlowLoading';
import { TextList } from './TextList';
import { formatDuration } from './time';

// The form and its inputs load when a spot is reserved (in parallel with the request), not with the first view.
const loadFlow = retryableImport(() => import('./SolutionFlow'));
const SolutionFlow = retryableLazy(loadFlow, (module) => module.SolutionFlow);

const notEligible = (reason: string): Eligibility => ({
  eligibilityStatus: false,
  eligibilityReason: reason,
});

/** Who can take part, the Reserve button, then (when eligible) the solution flow. */
export const Participation = ({ view }: { view: ChallengeView }) => {
  const [eligibility, setEligibility] = useState<Eligibility | null>(view.reservation);
  const [reserving, setReserving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Reserved in this visit (not on a reload): the answer and then the form take focus. */
  const [justReserved, setJustReserved] = useState(false);
  const sending = useRef(false);
  const answer = useRef<HTMLDivElement>(null);
  // A server-given address: same-origin only.
  const solutionLink = safeRedirectPath(view.solutionUrl) ?? '';
  const limit = view.draft_to_submission_time_limit_in_seconds ?? 0;

  useEffect(() => {
    if (justReserved) answer.current?.focus();
  }, [justReserved, eligibility]);

  const reserve = async () => {
    if (sending.current) return;
    sending.current = true;
    setReserving(true);
    void loadFlow();
    try {
      setEligibility(await solverApi.reserveSpot(view.reserveSpotPath));
      setFailure(null);
      setJustReserved(true);
    } catch (error) {
      if (isRefusal(error)) {
        // Seed 001 §8: a refusal makes the solver ineligible, with the reason from the errors.
        setEligibility(notEligible(reasonOf(error)));
        setJustReserved(true);
      } else {
        setFailure(reasonOf(error));
      }
    } finally {
      sending.current = false;
      setReserving(false);
    }
  };

  const rules = accessRules(view.access);
  if (limit > 0)
    rules.push(t('app.solver.eligibility.time_limit', { time: formatDuration(limit) }));

  return (
    <>
      <Section title={t('app.solver.eligibility.title')}>
        <TextList lines={rules.map((line) => ({ key: line, primary: line }))} />
        {view.solutionUrl ? (
          <Alert severity="success">
            {t('app.solver.eligibility.submitted')}{' '}
            <TextLink href={solutionLink} onClick={followLink(solutionLink)}>
              {t('app.solver.eligibility.view_solution')}
            </TextLink>
          </Alert>
        ) : eligibility === null ? (
          <ReserveArea
            view={view}
            reserving={reserving}
            failure={failure}
            onReserve={() => void reserve()}
          />
        ) : eligibility.eligibilityStatus ? (
          <Alert ref={answer} tabIndex={-1} severity="success">
            {t('app.solver.eligibility.eligible')}
          </Alert>
        ) : (
          <Alert ref={answer} tabIndex={-1} severity="error" role="alert">
            <AlertTitle>{t('app.solver.eligibility.not_eligible_title')}</AlertTitle>
            {eligibility.eligibilityReason ?? t('app.error.generic')}
          </Alert>
        )}
      </Section>
      {!view.solutionUrl && eligibility?.eligibilityStatus && (
        <Suspense fallback={<FlowLoading />}>
          <SolutionFlow
            view={view}
            focusOnMount={justReserved}
            onIneligible={(reason) => setEligibility(notEligible(reason))}
          />
        </Suspense>
      )}
    </>
  );
};
