import { publicAreaOf } from './publicAreas';
import { startConsoleLoads } from './start';

// The entry imports this first, so the console's requests leave before React itself is
// evaluated (ES modules run in import order). A public page loads nothing of the console.
if (!publicAreaOf(window.location.pathname)) startConsoleLoads();
