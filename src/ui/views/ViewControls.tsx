import { Button, Stack, type SxProps, type Theme } from '@mui/material';
import { Suspense, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ListViewsApi } from './useListViews';
import { sameViewName } from './model';
import { viewStore } from './viewStore';
import { retryableImport, retryableLazy } from '../moduleCache';
import type { ViewMenusProps } from './ViewMenus';

const SavedViewLinks = retryableLazy(
  () => import('./SavedViewLinks'),
  (module) => module.default,
);
const menusModule = retryableImport(() => import('./ViewMenus'));
/** A note is rare (a stale view, an unreadable store): its text comes with the menus' code. */
const ViewNoteAlert = retryableLazy(menusModule, (module) => module.ViewNoteAlert);

/**
 * The menus and dialogs load on first use, fetched as soon as the pointer or the focus reaches
 * their buttons. Not React.lazy: a lazy component suspends on its first render even when its
 * code is in, and React then holds the reveal for ~300 ms; a component in state opens at once.
 */
let loadedMenus: ComponentType<ViewMenusProps> | null = null;
let loadingMenus: Promise<ComponentType<ViewMenusProps>> | null = null;
const loadMenus = (user: string | null) => {
  loadingMenus ??= Promise.all([menusModule(), viewStore.load(user)]).then(
    ([module]) => (loadedMenus = module.default),
    (error: unknown) => {
      // Tried again on the next intent.
      loadingMenus = null;
      throw error;
    },
  );
  return loadingMenus;
};

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
 * The heading row of a list: the heading, the saved views as links (each view is an address,
 * ./SavedViewLinks), and the Views and Columns buttons; below, the name of the view shown and a
 * note when a view or the store could not be taken whole.
 */
export const ViewControls = ({ views, columnLabels, heading, sx }: ViewControlsProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [panel, setPanel] = useState<ViewPanel | null>(null);
  const [Menus, setMenus] = useState(() => loadedMenus);
  // The button a panel opened from: its anchor, and where the focus returns.
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const prefetch = () => void loadMenus(views.user).catch(() => undefined);
  const button = (which: ViewPanel, popup: 'menu' | 'dialog', label: string) => (
    <Button
      size="small"
      variant="outlined"
      aria-haspopup={popup}
      aria-expanded={panel === which}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        setOpener(event.currentTarget);
        setPanel(which);
        // A failed fetch closes what was asked for and says so: the next click asks again.
        if (!Menus)
          void loadMenus(views.user).then(
            (loaded) => setMenus(() => loaded),
            () => {
              setPanel(null);
              notify('app.error.generic', { type: 'error' });
            },
          );
      }}
    >
      {translate(label)}
    </Button>
  );
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
          <Suspense fallback={null}>
            <SavedViewLinks views={views} />
          </Suspense>
        )}
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          {button('views', 'menu', 'app.views.views')}
          {button('columns', 'dialog', 'app.views.columns')}
        </Stack>
      </Stack>
      {viewName && (
        <p style={{ margin: 0 }} role="status">
          {/* An address may name a view not saved here: a colleague's, one deleted in another
              tab, or one a full storage could not keep past a reload. */}
          {translate(
            views.shown === null || entry.views.some((view) => sameViewName(view.name, viewName))
              ? 'app.views.showing'
              : 'app.views.showing_unsaved',
            { name: viewName },
          )}
        </p>
      )}
      {note && (
        <Suspense fallback={null}>
          <ViewNoteAlert note={note} onClose={views.dismissNote} />
        </Suspense>
      )}
      {panel && Menus && (
        <Menus
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
      )}
    </Stack>
  );
};
