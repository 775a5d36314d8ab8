import { lazy, Suspense } from 'react';
import { isSolverPath } from '../solver/routes';
import { ConsoleArea } from './console/ConsoleArea';

// Two areas, two chunks, chosen by the address before any router loads (CONTRACT §1): a solver
// downloads neither the console nor react-router, and staff never the solver flow.
const SolverApp = lazy(() => import('../solver/SolverApp'));

export const App = () =>
  isSolverPath(window.location.pathname) ? (
    <Suspense fallback={null}>
      <SolverApp />
    </Suspense>
  ) : (
    <ConsoleArea />
  );
