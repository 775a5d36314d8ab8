import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { memo, useEffect, useSyncExternalStore } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { HTTP_MESSAGES, useServerSettings } from '../api';
import { sessionState } from '../providers/sessionState';

/**
 * One sign-in prompt however many calls answered 401; the page and its forms stay as they are.
 * Sign-in opens in another tab, so nothing typed here is lost; "Continue" closes the prompt and
 * the next call tells whether the session is back (a new 401 opens it again, never in a loop).
 * Memoised: it has no props, and the layout draws again on every move between screens.
 */
export const SessionPrompt = memo(function SessionPrompt() {
  const { expired } = useSyncExternalStore(sessionState.subscribe, sessionState.get);
  const { signInUrl } = useServerSettings();
  const translate = useTranslate();
  const notify = useNotify();

  useEffect(() => {
    // Pages that only log their load errors still get the one toast; duplicates are dropped.
    if (expired) notify(HTTP_MESSAGES.unauthorized, { type: 'error' });
  }, [expired, notify]);

  return (
    <Dialog
      open={expired}
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-body"
    >
      <DialogTitle id="session-expired-title">{translate('app.session.expired_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-body">
          {translate('app.session.expired_body')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => sessionState.reset()}>
          {translate('app.menu.session_continue')}
        </Button>
        <Button href={signInUrl} target="_blank" rel="noopener" variant="contained">
          {translate('app.session.sign_in')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
