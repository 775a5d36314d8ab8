import { useEffect, useState, type ComponentType } from 'react';
import { common } from '../i18n/messages/common';
import { LoadFailed } from '../layout/LoadFailed';
import { isSolverPath } from '../solver/routes';
import { ConsoleArea } from './console/ConsoleArea';

/**
 * The solver flow's chunk, run once it is in; if it does not arrive, that is said in place with
 * Reload (a lazy component would leave a blank page: its rejection has no boundary to land on).
 */
const SolverArea = () => {
  const [Solver, setSolver] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('../solver/SolverApp')
      .then((module) => live && setSolver(() => module.default))
      .catch((error: unknown) => {
        console.error('The challenge page could not be loaded', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);
  if (Solver) return <Solver />;
  return failed ? (
    <LoadFailed
      message={common.load_failed}
      reloadLabel={common.reload}
      style={{ margin: '24px auto' }}
    />
  ) : null;
};

// Two areas, two chunks, chosen by the address before any router loads (CONTRACT §1): a solver
// downloads neither the console nor react-router, and staff never the solver flow.
export const App = () =>
  isSolverPath(window.location.pathname) ? <SolverArea /> : <ConsoleArea />;
