import { publicAreaOf } from './publicAreas';
import { sendEarly } from './earlyRequests';
import { startConsoleLoads } from './start';

// The entry imports this first, so the page's first requests leave before React itself is
// evaluated (ES modules run in import order). A public page loads nothing of the console.
const area = publicAreaOf(window.location.pathname);
if (!area) startConsoleLoads();
else sendEarly((area.firstRequests?.(window.location.pathname) ?? []).map((path) => ({ path })));
