import { Alert, AlertTitle, Button, Link } from '@mui/material';
import { lazy, Suspense, useRef, useState } from 'react';
import { safeRedirectPath } from '../api';
import type { ChallengeView, Eligibility } from '../contract';
import { accessRules } from './accessRules';
import { solverApi } from './api';
import { reasonOf } from './errors';
import { followLink } from './location';
import { t } from './i18n';
import { Section } from './Section';
import { FlowLoading } from './FlowLoading';
import { TextList } from './TextList';

// The form and its inputs load when a spot is reserved (in parallel with the request), not with the first view.
const loadFlow = () => import('./SolutionFlow');
const SolutionFlow = lazy(() => loadFlow().then((module) => ({ default: module.SolutionFlow })));

const notEligible = (reason: string): Eligibility => ({
  eligibilityStatus: false,
  eligibilityReason: reason,
});

/** Who can take part, the Reserve button, then (when eligible) the solution flow. */
export const Participation = ({ view }: { view: ChallengeView }) => {
  const [eligibility, setEligibility] = useState<Eligibility | null>(view.reservation);
  const [reserving, setReserving] = useState(false);
  const sending = useRef(false);
  // A server-given address: same-origin only.
  const solutionLink = safeRedirectPath(view.solutionUrl) ?? '';

  const reserve = async () => {
    if (sending.current) return;
    sending.current = true;
    setReserving(true);
    void loadFlow();
    try {
      setEligibility(await solverApi.reserveSpot(view.reserveSpotPath));
    } catch (error) {
      // Seed 001 §8: a failure makes the solver ineligible, with the reason from the errors.
      setEligibility(notEligible(reasonOf(error)));
    } finally {
      sending.current = false;
      setReserving(false);
    }
  };

  return (
    <>
      <Section title={t('app.solver.eligibility.title')}>
        <TextList lines={accessRules(view.access).map((line) => ({ key: line, primary: line }))} />
        {view.solutionUrl ? (
          <Alert severity="success">
            {t('app.solver.eligibility.submitted')}{' '}
            <Link href={solutionLink} onClick={followLink(solutionLink)}>
              {t('app.solver.eligibility.view_solution')}
            </Link>
          </Alert>
        ) : eligibility === null ? (
          <Button
            variant="contained"
            size="large"
            onClick={() => void reserve()}
            disabled={reserving}
            fullWidth
            sx={{ maxWidth: { sm: 320 } }}
          >
            {t(reserving ? 'app.solver.eligibility.reserving' : 'app.solver.eligibility.reserve')}
          </Button>
        ) : eligibility.eligibilityStatus ? (
          <Alert severity="success">{t('app.solver.eligibility.eligible')}</Alert>
        ) : (
          <Alert severity="error" role="alert">
            <AlertTitle>{t('app.solver.eligibility.not_eligible_title')}</AlertTitle>
            {eligibility.eligibilityReason ?? t('app.error.generic')}
          </Alert>
        )}
      </Section>
      {!view.solutionUrl && eligibility?.eligibilityStatus && (
        <Suspense fallback={<FlowLoading />}>
          <SolutionFlow
            view={view}
            onIneligible={(reason) => setEligibility(notEligible(reason))}
          />
        </Suspense>
      )}
    </>
  );
};
