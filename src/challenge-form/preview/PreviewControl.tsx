import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useConsoleScreens } from '../../layout/ConsoleScreensContext';
import { moduleCache } from '../../ui/moduleCache';
import type { PreviewPanelProps } from './PreviewPanel';
import { usePreviewState } from './PreviewRoom';

// The panel and the solver's card are fetched when a preview first opens, never with the form.
const loadPanel = () => import('./PreviewPanel');
const panels = moduleCache<ComponentType<PreviewPanelProps>>();

/**
 * The form's Preview button and the preview it opens. Closing (Close, Escape) gives focus back
 * to the button; the form is never unmounted, so everything typed stays.
 */
export const PreviewControl = () => {
  const { open, beside, setOpen: onOpenChange } = usePreviewState();
  const translate = useTranslate();
  const { areas } = useConsoleScreens();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState(() => panels.loaded(loadPanel) ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open || Panel) return undefined;
    let live = true;
    // The solver's card is asked for at the same time, not once the panel has arrived (the
    // panel's own request for it finds the same download).
    areas.challengeCard().catch(() => undefined);
    panels
      .load(loadPanel)
      .then((component) => {
        if (live) setPanel(() => component);
      })
      .catch((error: unknown) => {
        console.error('The challenge preview could not be loaded', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [open, Panel, areas, attempt]);

  const close = () => {
    onOpenChange(false);
    setFailed(false);
    button.current?.focus();
  };
  const loading = open && !Panel && !failed;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button
        ref={button}
        variant="outlined"
        aria-expanded={open}
        aria-controls={open && Panel ? id : undefined}
        onClick={() => (open ? close() : onOpenChange(true))}
        startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {translate('app.challengeForm.preview.open')}
      </Button>
      {open && failed && (
        <Alert
          severity="error"
          sx={{ ml: 2 }}
          action={
            <Button
              color="inherit"
              onClick={() => {
                setFailed(false);
                setAttempt((count) => count + 1);
              }}
            >
              {translate('app.error.retry')}
            </Button>
          }
        >
          {translate('app.challengeForm.preview.load_failed')}
        </Alert>
      )}
      {open && Panel && <Panel beside={beside} onClose={close} id={id} />}
    </Box>
  );
};
