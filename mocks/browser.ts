import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { API_BASE, keepAskedSettings } from './config';
import { mockControl, type MockControl } from './control';
import { reloadDb } from './db/database';
import { STORAGE_KEY } from './db/persistence';
import { handlers } from './handlers';
import { injectResetButton } from './resetButton';

declare global {
  interface Window {
    /** The mock backend, for the dev tools and browser tests: reset, faults, journal, tables. */
    __mock?: MockControl;
  }
}

/**
 * A call under the API base that no handler knows would reach the dev server, which answers
 * index.html: say plainly what is missing instead. (Node keeps msw's own unhandled-request error.)
 */
const unknownApiCall = http.all(`*${API_BASE}/*`, ({ request }) => {
  const { pathname } = new URL(request.url);
  console.warn(`Mock backend: no handler for ${request.method} ${pathname}`);
  return HttpResponse.json(
    { data: { message: `The mock backend has no handler for ${request.method} ${pathname}` } },
    { status: 501 },
  );
});

/**
 * Starts the service worker (the dev server and the mock build only); requests outside the API
 * base that the mock does not know go to the network. Writes persist in localStorage, faults may be set before the page
 * loads through localStorage `mock:faults`, and a "Reset demo data" button sits at the foot of the page.
 */
export const startMockWorker = async () => {
  window.__mock = mockControl;
  keepAskedSettings();
  // msw checks a registered worker for an update without waiting for the answer; when that
  // check fails (the tab moved on, a dropped connection) the running worker stays in charge, so
  // the rejection is said once in the console, not left uncaught.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    if (!message.startsWith('Failed to update a ServiceWorker')) return;
    event.preventDefault();
    console.info(`Mock backend: the worker's update check failed; the running worker stays.`);
  });
  const worker = setupWorker(...handlers, unknownApiCall);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  injectResetButton(mockControl);
  // Another tab wrote (or reset) the demo data: rebuild from the saved writes on the next read,
  // so this tab neither shows stale rows nor saves over the other tab's writes.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) reloadDb();
  });
};
