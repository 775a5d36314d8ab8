import { common } from '../i18n/messages/common';
import { LoadFailed } from '../layout/LoadFailed';
import { isSolverPath } from '../solver/routes';
import { ConsoleArea } from './console/ConsoleArea';
import { useAreaChunk } from './useAreaChunk';

const loadSolver = () => import('../solver/SolverApp').then((module) => module.default);

/** The solver flow's chunk; if it does not arrive, that is said in place with Reload. */
const SolverArea = () => {
  const { Area, failed } = useAreaChunk(loadSolver, 'The challenge page');
  if (Area) return <Area />;
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
