import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useServerSettings } from '../api';
import { sessionState } from '../providers/sessionState';

/** One sign-in prompt however many calls answered 401; the page and its forms stay as they are. */
export const SessionPrompt = () => {
  const { expired } = useSyncExternalStore(sessionState.subscribe, sessionState.get);
  const { signInUrl } = useServerSettings();
  const translate = useTranslate();
  return (
    <Dialog open={expired} aria-labelledby="session-expired-title" aria-describedby="session-expired-body">
      <DialogTitle id="session-expired-title">{translate('app.session.expired_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-body">{translate('app.session.expired_body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button href={signInUrl} target="_blank" rel="noopener" variant="contained">
          {translate('app.session.sign_in')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
