import { lazy, Suspense } from 'react';
import { isSolverPath } from '../solver/routes';

// Two areas, two chunks, chosen by the address before any router loads (CONTRACT §1): a solver
// downloads neither the console nor react-router, and staff never the solver flow.
const ConsoleRoot = lazy(() => import('./console/ConsoleRoot'));
const SolverApp = lazy(() => import('../solver/SolverApp'));

export const App = () => (
  <Suspense fallback={null}>
    {isSolverPath(window.location.pathname) ? <SolverApp /> : <ConsoleRoot />}
  </Suspense>
);
