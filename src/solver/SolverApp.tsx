import { CssBaseline, ThemeProvider } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { retryableLazy } from '../ui/moduleCache';
import { ChallengePage } from './ChallengePage';
import { navigate, usePathname } from './location';
import { challengePath, solverRoute } from './routes';
import { PUBLIC_PRIMARY, publicTheme } from '../ui/public/theme';
import type { ChallengeCardParts } from '../ui/public/challengePreview';
import { Page } from '../ui/public/Page';
import { ChallengeDetails } from './ChallengeDetails';
import { PanelBoundary } from './PanelBoundary';

// A submitted solution's page is not part of a challenge's first view.
const SolutionPage = retryableLazy(
  () => import('./SolutionPage'),
  (module) => module.SolutionPage,
);

/**
 * The solver-side flow under /challenges/{slug} (seed 001 §1, §4, §7): its own lazy chunk,
 * with nothing from react-admin, react-router or the console (CONTRACT §1).
 */
const SolverApp = () => {
  const route = solverRoute(usePathname());
  const unknown = route.page === 'unknown';
  // An unknown address below a challenge goes back to the challenge itself.
  useEffect(() => {
    if (unknown) navigate(challengePath(route.slug), { replace: true });
  }, [unknown, route.slug]);
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      {route.page === 'challenge' && <ChallengePage key={route.slug} slug={route.slug} />}
      {route.page === 'solution' && (
        <Suspense fallback={null}>
          <SolutionPage key={route.id} slug={route.slug} id={route.id} />
        </Suspense>
      )}
    </ThemeProvider>
  );
};

/**
 * The page's own parts the console's challenge preview draws with (docs/decisions.md, "The
 * challenge preview"): named here, so the preview loads this chunk as it is and the page's first
 * view stays one chunk.
 */
export const challengeCard: ChallengeCardParts = {
  ChallengeDetails,
  PanelBoundary,
  Page,
  primary: PUBLIC_PRIMARY,
};

export default SolverApp;
