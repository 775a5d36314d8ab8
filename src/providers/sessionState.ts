import type { ApiError } from '../api';

/**
 * What the console knows of the session: ended (a 401 was seen) or denied (a 403 on a page
 * load). Many simultaneous 401s change it once, so the user gets one prompt and one toast.
 */
export interface SessionState {
  expired: boolean;
  deniedPath: string | null;
}

let state: SessionState = { expired: false, deniedPath: null };
const listeners = new Set<() => void>();

const set = (next: SessionState) => {
  if (next.expired === state.expired && next.deniedPath === state.deniedPath) return;
  state = next;
  listeners.forEach((listener) => listener());
};

export const sessionState = {
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  expire: () => set({ ...state, expired: true }),
  deny: (path: string) => set({ ...state, deniedPath: path }),
  clearDenied: () => set({ ...state, deniedPath: null }),
  reset: () => set({ expired: false, deniedPath: null }),
};

/** Watches every answer of the HTTP client. */
export const watchSessionErrors = (error: ApiError, request: { method: string }) => {
  if (error.status === 401) sessionState.expire();
  else if (error.status === 403 && request.method === 'GET' && typeof window !== 'undefined') {
    sessionState.deny(window.location.pathname);
  }
};
