import { Button, Stack, type SxProps, type Theme } from '@mui/material';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ListViewsApi } from './useListViews';
import { viewSearch } from './model';

/** The menus and dialogs load on first use: the list's first view carries only these buttons. */
const ViewMenus = lazy(() => import('./ViewMenus'));
/** A note is rare (a stale view, an unreadable store): its text comes with the menus' code. */
const ViewNoteAlert = lazy(() =>
  import('./ViewMenus').then((module) => ({ default: module.ViewNoteAlert })),
);

export type ViewPanel = 'views' | 'columns' | 'save' | 'manage';

export interface ViewControlsProps {
  views: ListViewsApi;
  /** Catalogue key of each column's name, by id. */
  columnLabels: Readonly<Record<string, string>>;
  /** The page's heading (an h1), kept where it is: the controls sit beside it. */
  heading: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The heading row of a list: the heading, the saved views as links (each view is an address),
 * and the Views and Columns buttons; below, a note when a view or the store could not be taken
 * whole.
 */
export const ViewControls = ({ views, columnLabels, heading, sx }: ViewControlsProps) => {
  const translate = useTranslate();
  const [panel, setPanel] = useState<ViewPanel | null>(null);
  // The button a panel opened from: its anchor, and where the focus returns.
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const open = (which: ViewPanel) => (event: MouseEvent<HTMLButtonElement>) => {
    setOpener(event.currentTarget);
    setPanel(which);
  };
  const { note, entry, viewName } = views;
  return (
    <Stack spacing={1} sx={sx}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        {heading}
        {entry.views.length > 0 && (
          <nav aria-label={translate('app.views.saved')}>
            <Stack
              component="ul"
              direction="row"
              spacing={1}
              sx={{ m: 0, p: 0, listStyle: 'none' }}
            >
              {entry.views.map((view) => (
                <li key={view.id}>
                  <Button
                    size="small"
                    href={`${window.location.pathname}${viewSearch(view.state, view.name)}`}
                    onClick={(event: MouseEvent) => {
                      // A plain click stays in the console; a new tab opens the address.
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                        return;
                      event.preventDefault();
                      void views.navigate({ search: viewSearch(view.state, view.name) });
                    }}
                    aria-current={view.name === viewName ? 'page' : undefined}
                    variant={view.name === viewName ? 'contained' : 'text'}
                    disableElevation
                  >
                    {view.name}
                  </Button>
                </li>
              ))}
            </Stack>
          </nav>
        )}
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button
            size="small"
            variant="outlined"
            aria-haspopup="menu"
            aria-expanded={panel === 'views'}
            onClick={open('views')}
          >
            {translate('app.views.views')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            aria-haspopup="dialog"
            aria-expanded={panel === 'columns'}
            onClick={open('columns')}
          >
            {translate('app.views.columns')}
          </Button>
        </Stack>
      </Stack>
      {viewName && (
        <p style={{ margin: 0 }} role="status">
          {translate('app.views.showing', { name: viewName })}
        </p>
      )}
      {note && (
        <Suspense fallback={null}>
          <ViewNoteAlert note={note} onClose={views.dismissNote} />
        </Suspense>
      )}
      {panel && (
        <Suspense fallback={null}>
          <ViewMenus
            panel={panel}
            setPanel={setPanel}
            views={views}
            columnLabels={columnLabels}
            anchor={opener}
            onClose={() => {
              setPanel(null);
              opener?.focus();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
};
