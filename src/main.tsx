// First: starts the console's context request and chunks before React is even evaluated.
import './app/boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

/** The embedded mock backend runs in development, in tests and in the explicit mock build only. */
const startMockBackend = async () => {
  if (import.meta.env.VITE_MOCK !== 'true') return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
};

void startMockBackend().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
