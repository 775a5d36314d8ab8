import { QueryClient } from '@tanstack/react-query';
import type { ServerContext } from '../../contract';

/** react-query's three retries with back-off would hide a dead server for a minute. */
export const createQueryClient = (context: ServerContext) => {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
  // The server owns the session: checkAuth always passes and there are no permissions. Known
  // before they run, so a list or the dashboard sends its request on its first render instead
  // of a render or two later (react-admin waits for both before loading data).
  client.setQueryDefaults(['auth', 'checkAuth'], { initialData: true });
  client.setQueryDefaults(['auth', 'getPermissions'], { initialData: null });
  // The user is in the context too: the app bar's user menu is drawn once, at its final width.
  const { user } = context;
  if (user)
    client.setQueryData(['auth', 'getIdentity'], {
      id: user.id,
      fullName: user.name,
      email: user.email,
    });
  return client;
};
