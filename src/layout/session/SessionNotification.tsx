import { useEffect, useMemo } from 'react';
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  type NotificationContextType,
} from 'react-admin';
import {
  dedupeSessionToasts,
  isSessionToast,
  markSessionToastShown,
  sessionToastShown,
} from './sessionToasts';

/**
 * react-admin's toasts, with repeated "session ended" ones dropped: several calls failing
 * with 401 together would otherwise queue one toast each.
 */
export const SessionNotification = () => {
  const context = useNotificationContext();
  const { notifications, setNotifications } = context;
  const visible = useMemo(
    () => dedupeSessionToasts(notifications, sessionToastShown()),
    [notifications],
  );

  useEffect(() => {
    if (visible.length !== notifications.length) setNotifications(visible);
  }, [visible, notifications, setNotifications]);

  const value = useMemo<NotificationContextType>(
    () => ({
      ...context,
      notifications: visible,
      takeNotification: () => {
        const [first, ...rest] = visible;
        if (!first) return undefined;
        if (isSessionToast(first)) markSessionToastShown();
        setNotifications(rest);
        return first;
      },
    }),
    [context, visible, setNotifications],
  );

  return (
    <NotificationContext.Provider value={value}>
      <Notification />
    </NotificationContext.Provider>
  );
};
