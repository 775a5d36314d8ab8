import type { NotificationPayload } from 'react-admin';
import { HTTP_MESSAGES, type ApiError } from '../../api';
import { sessionState } from '../../providers/sessionState';

/** The texts 401 answers were notified with: the client's key, plus any message a server sent. */
const unauthorizedMessages = new Set<string>([HTTP_MESSAGES.unauthorized]);
let shownSinceExpiry = false;

sessionState.subscribe(() => {
  if (!sessionState.get().expired) shownSinceExpiry = false;
});

/** Watches the HTTP client's errors, beside the session watcher. */
export const noteUnauthorized = (error: ApiError) => {
  if (error.status === 401) unauthorizedMessages.add(error.message);
};

export const isSessionToast = (notification: NotificationPayload) =>
  typeof notification.message === 'string' && unauthorizedMessages.has(notification.message);

export const markSessionToastShown = () => {
  shownSinceExpiry = true;
};

export const sessionToastShown = () => shownSinceExpiry;

/**
 * However many calls answered 401 at once, one toast: the first in the queue stays, unless one
 * was already shown since the session ended; every other toast is kept as it is.
 */
export const dedupeSessionToasts = (
  queue: NotificationPayload[],
  alreadyShown: boolean,
): NotificationPayload[] => {
  let seen = alreadyShown;
  return queue.filter((notification) => {
    if (!isSessionToast(notification)) return true;
    if (seen) return false;
    seen = true;
    return true;
  });
};
