import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useConsoleRoutes } from '../breadcrumbs/ConsoleRoutesContext';
import { paletteStore } from './paletteStore';
import { screenShortcuts, type ScreenShortcut } from './shortcuts';
import { useShortcuts } from './useShortcuts';

/**
 * The palette, the shortcuts' help and the impersonation confirmation load on first use, fetched
 * as soon as the user shows the intent (pointer on the button, Ctrl or ⌘ pressed).
 */
type Dialogs = ComponentType<{ shortcuts: readonly ScreenShortcut[]; isMac: boolean }>;
let loaded: Dialogs | null = null;
// Not React.lazy: a lazy component suspends on its first render even when its code is in, and
// React then holds the reveal for ~300 ms; a component in state renders in the same frame.
const loadDialogs = (): Promise<Dialogs> =>
  loaded
    ? Promise.resolve(loaded)
    : import('./PaletteDialogs').then((module) => (loaded = module.default));
// A failed prefetch is tried again, and reported, when the palette opens.
const prefetch = () => void loadDialogs().catch(() => undefined);

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * Always loaded, and kept tiny: the app bar's search button and the key listener. Everything
 * else of the palette is fetched the first time it opens.
 */
export const PaletteLauncher = () => {
  const translate = useTranslate();
  const routes = useConsoleRoutes();
  const shortcuts = useMemo(() => screenShortcuts(routes), [routes]);
  useShortcuts(shortcuts, prefetch);
  const view = useSyncExternalStore(paletteStore.subscribe, paletteStore.get);
  // The store outlives the console: a console mounted again starts closed.
  useEffect(() => () => paletteStore.set(null), []);
  const notify = useNotify();
  // Mounted from the first open on, so closing can animate and a second open is instant.
  const [PaletteDialogs, setDialogs] = useState<Dialogs | null>(() => loaded);
  // Code already fetched (on intent): drawn in the very render that opens it.
  if (view && !PaletteDialogs && loaded) setDialogs(() => loaded);
  useEffect(() => {
    if (!view || PaletteDialogs) return;
    let current = true;
    loadDialogs()
      .then((component) => current && setDialogs(() => component))
      .catch((error: unknown) => {
        console.error('The command palette could not be loaded', error);
        paletteStore.set(null);
        notify('app.palette.load_failed', { type: 'error' });
      });
    return () => {
      current = false;
    };
  }, [view, PaletteDialogs, notify]);
  const mac = isMac();
  const label = translate('app.palette.open', {
    shortcut: translate(mac ? 'app.palette.key_mac' : 'app.palette.key_ctrl'),
  });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          onClick={() => paletteStore.set({ name: 'palette' })}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {PaletteDialogs && <PaletteDialogs shortcuts={shortcuts} isMac={mac} />}
    </>
  );
};
