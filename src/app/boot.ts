import { isSolverPath } from '../solver/routes';
import { startConsoleLoads } from './start';

// The entry imports this first, so the console's requests leave before React itself is
// evaluated (ES modules run in import order).
if (!isSolverPath(window.location.pathname)) startConsoleLoads();
