import { setupWorker } from 'msw/browser';
import { mockControl, type MockControl } from './control';
import { handlers } from './handlers';

declare global {
  interface Window {
    __mock?: MockControl;
  }
}

/** Starts the service worker; requests the mock does not know go to the network. */
export const startMockWorker = async () => {
  window.__mock = mockControl;
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
};
