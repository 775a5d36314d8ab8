import type { AuthProvider } from 'react-admin';
import type { ServerContext } from '../contract';
import { sessionState } from './sessionState';

/**
 * The server owns the session (a cookie). A 401 never logs out or redirects from here: the
 * layout shows one sign-in prompt instead, so nothing typed is lost and nothing loops.
 */
export const createAuthProvider = (context: ServerContext): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(false),
  checkAuth: () => Promise.resolve(),
  checkError: (error: { status?: number }) => {
    if (error?.status === 401) sessionState.expire();
    return Promise.resolve();
  },
  getIdentity: () =>
    context.user
      ? Promise.resolve({
          id: context.user.id,
          fullName: context.user.name,
          email: context.user.email,
        })
      : Promise.reject(new Error('No user in the server context')),
  getPermissions: () => Promise.resolve(undefined),
});
