import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  Paper,
  Portal,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { createTheme, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import {
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
  useMemo,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ChallengeView } from '../../contract/solver';
import { useConsoleScreens } from '../../layout/ConsoleScreensContext';
import { APP_BAR_HEIGHT } from '../../ui/appBarHeight';
import type { ChallengeCardParts } from '../../ui/public/challengePreview';
import { solverViewOf } from '../model/solverView';
import type { ContestFormValues } from '../model/types';
import { PREVIEW_PANEL_WIDTH } from './layout';

/** How long typing rests before the preview follows it: never a redraw per keystroke. */
const FOLLOW_MS = 300;

type PreviewWidth = 'desktop' | 'phone';

/** A phone's width, the one the public pages are laid out for (src/ui/public/Page.tsx). */
const PHONE_PX = 375;

/** The solver's parts, asked for once the preview is open; kept for every later opening. */
let cardParts: ChallengeCardParts | undefined;

const useCardParts = () => {
  const { areas } = useConsoleScreens();
  const [parts, setParts] = useState(cardParts);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (parts) return undefined;
    let live = true;
    areas
      .challengeCard()
      .then((loaded) => {
        cardParts = loaded;
        if (live) setParts(loaded);
      })
      .catch((error: unknown) => {
        console.error('The challenge preview could not be loaded', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [parts, areas, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { parts, failed, retry };
};

/**
 * The public theme in one scheme, without its CSS variables (those would be written on the
 * console's root). At phone width the breakpoints are pushed out of reach, so the page's
 * responsive styles take their phone values in a window of any width.
 */
const previewTheme = (mode: 'light' | 'dark', width: PreviewWidth, primary: string): Theme =>
  createTheme({
    palette: mode === 'light' ? { mode, primary: { main: primary } } : { mode },
    ...(width === 'phone' && {
      breakpoints: { values: { xs: 0, sm: 100_000, md: 100_001, lg: 100_002, xl: 100_003 } },
    }),
  });

/** A link in the preview never leaves the form: the author is writing, not reading. */
const keepOnForm = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
};

/** The solver page's column and card, in the public theme, at the chosen width. */
const SolverCard = ({
  parts: { ChallengeDetails, PanelBoundary, Page, primary },
  view,
  width,
}: {
  parts: ChallengeCardParts;
  view: ChallengeView;
  width: PreviewWidth;
}) => {
  // The public pages follow the reader's scheme; in the console, the console's is the reader's.
  const mode = useTheme().palette.mode;
  const theme = useMemo(() => previewTheme(mode, width, primary), [mode, width, primary]);
  return (
    <ThemeProvider theme={theme}>
      {/* The public page's ground and text (its CssBaseline's, kept to this box). */}
      <Box
        onClickCapture={keepOnForm}
        onAuxClickCapture={keepOnForm}
        sx={{
          bgcolor: 'background.default',
          color: 'text.primary',
          typography: 'body1',
          minHeight: '100%',
        }}
      >
        <Box sx={{ maxWidth: width === 'phone' ? PHONE_PX : 'none', mx: 'auto' }}>
          <Page landmark={false}>
            <PanelBoundary>
              <ChallengeDetails view={view} />
            </PanelBoundary>
          </Page>
        </Box>
      </Box>
    </ThemeProvider>
  );
};

/**
 * The form's values as the solver view, following typing once it rests: the form's own change
 * signals call for no render, and the view is made and drawn after a pause, as a transition a
 * keystroke interrupts. Not `watch(callback)`: a values subscriber has the form copy all its
 * ~170 values on every keystroke.
 */
const useFollowedView = (): ChallengeView => {
  const { control, getValues } = useFormContext<ContestFormValues>();
  const [view, setView] = useState(() => solverViewOf(getValues()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        startTransition(() => setView(solverViewOf(getValues())));
      }, FOLLOW_MS);
    };
    // A field's change, a set value or a reset (state); a row added, moved or removed (array).
    const subscriptions = [
      control._subjects.state.subscribe({ next: follow }),
      control._subjects.array.subscribe({ next: follow }),
    ];
    return () => {
      clearTimeout(timer);
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [control, getValues]);
  return view;
};

export interface PreviewPanelProps {
  /** Beside the form (a wide window) or over it (a narrow one). */
  beside: boolean;
  onClose: () => void;
  id: string;
}

/**
 * The challenge as solvers will see it while it is written: the solver page's own card fed by
 * the form's values (model/solverView.ts), with a desktop / phone width switch. It sends nothing
 * and saves nothing. docs/decisions.md, "The challenge preview".
 */
const PreviewPanel = ({ beside, onClose, id }: PreviewPanelProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const view = useFollowedView();
  const { parts, failed, retry } = useCardParts();
  const panel = useRef<HTMLElement>(null);

  // Beside the form, the panel takes focus as it opens, so a keyboard reaches it at once.
  useEffect(() => {
    if (beside) panel.current?.focus();
  }, [beside]);

  const header = (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1.5 }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
        {translate('app.challengeForm.preview.title')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={width}
        onChange={(_, chosen: PreviewWidth | null) => {
          if (chosen) setWidth(chosen);
        }}
        aria-label={translate('app.challengeForm.preview.width')}
      >
        <ToggleButton value="desktop">
          {translate('app.challengeForm.preview.desktop')}
        </ToggleButton>
        <ToggleButton value="phone">{translate('app.challengeForm.preview.phone')}</ToggleButton>
      </ToggleButtonGroup>
      <Button onClick={onClose}>{translate('app.challengeForm.preview.close')}</Button>
      <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {translate('app.challengeForm.preview.note')}
      </Typography>
    </Stack>
  );

  const body = parts ? (
    <SolverCard parts={parts} view={view} width={width} />
  ) : failed ? (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" onClick={retry}>
          {translate('app.error.retry')}
        </Button>
      }
    >
      {translate('app.challengeForm.preview.load_failed')}
    </Alert>
  ) : (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress />
    </Box>
  );

  // The page scrolls on its own, reachable by keyboard (axe: a scrolling region takes focus).
  const scroller = (
    <Box tabIndex={0} sx={{ flex: 1, overflow: 'auto', borderTop: 1, borderColor: 'divider' }}>
      {body}
    </Box>
  );

  if (!beside)
    return (
      <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId} id={id}>
        {header}
        {scroller}
      </Dialog>
    );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <Portal>
      <Paper
        ref={panel}
        id={id}
        component="section"
        aria-labelledby={titleId}
        tabIndex={-1}
        square
        elevation={0}
        onKeyDown={onKeyDown}
        sx={(theme) => ({
          position: 'fixed',
          top: APP_BAR_HEIGHT,
          right: 0,
          bottom: 0,
          width: PREVIEW_PANEL_WIDTH,
          display: 'flex',
          flexDirection: 'column',
          borderLeft: 1,
          borderColor: 'divider',
          zIndex: theme.zIndex.appBar - 1,
          '&:focus': { outline: 'none' },
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
        })}
      >
        {header}
        {scroller}
      </Paper>
    </Portal>
  );
};

export default PreviewPanel;
