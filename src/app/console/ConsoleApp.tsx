import { Alert, Box, Button } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { loadServerContext, setHttpErrorListener, signedInUserOf, type ApiError } from '../../api';
import type { ServerContext } from '../../contract';
import { messages } from '../../i18n';
import { noteUnauthorized } from '../../layout/session/sessionToasts';
import { watchSessionErrors } from '../../providers/sessionState';
import { AdminConsole } from './AdminConsole';
import { ConsoleSkeleton } from './ConsoleSkeleton';
import { fillFirstView } from './firstView';
import { createQueryClient } from './queryClient';
import { consolePathOf, preloadRoute } from './routeChunks';
import { foldMenuForWindow } from './store';

type State =
  | { status: 'loading' }
  | { status: 'ready'; context: ServerContext; queryClient: QueryClient }
  | { status: 'failed'; message: string };

const translateKey = (key: string): string => {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
  return typeof found === 'string' ? found : key;
};

/**
 * Loads the server context, then mounts react-admin; a failed load says why and offers Retry.
 * The console mounts once the page's code has arrived too, with its first answers in react-query's
 * cache (./firstView), in a transition: a lazy page already
 * loaded then renders at once, and no Suspense fallback (nor React's 300 ms hold after one)
 * stands between the page's code and its first request. The skeleton stays until then.
 */
const ConsoleApp = () => {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback((signal?: AbortSignal) => {
    Promise.all([loadServerContext(signal), preloadRoute(consolePathOf(window.location.pathname))])
      .then(async ([context]) => {
        const queryClient = createQueryClient(context);
        await fillFirstView(queryClient, signedInUserOf(context));
        foldMenuForWindow();
        return { context, queryClient };
      })
      .then((ready) => startTransition(() => setState({ status: 'ready', ...ready })))
      .catch((error: Error) => {
        if (!signal?.aborted) setState({ status: 'failed', message: translateKey(error.message) });
      });
  }, []);
  useEffect(() => {
    setHttpErrorListener((error: ApiError, request) => {
      noteUnauthorized(error);
      watchSessionErrors(error, request);
    });
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (state.status === 'ready')
    return <AdminConsole context={state.context} queryClient={state.queryClient} />;
  if (state.status === 'loading') return <ConsoleSkeleton />;
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => {
              setState({ status: 'loading' });
              load();
            }}
          >
            {translateKey('app.error.retry')}
          </Button>
        }
      >
        {state.message}
      </Alert>
    </Box>
  );
};

export default ConsoleApp;
