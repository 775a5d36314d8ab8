import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useConsoleRoutes } from '../breadcrumbs/ConsoleRoutesContext';
import { useConsoleScreens } from '../ConsoleScreensContext';
import { usePaletteChunk, type PaletteDialogsComponent } from './paletteChunk';
import { paletteStore } from './paletteStore';
import { screenShortcuts } from './shortcuts';
import { moduleCache } from '../../ui/moduleCache';
import { useScreenKeys } from '../../ui/screenKeys';
import { useShortcuts } from './useShortcuts';

/**
 * The palette, the shortcuts' help and the impersonation confirmation load on first use, fetched
 * as soon as the user shows the intent (pointer on the button, Ctrl or ⌘ pressed); a failed
 * fetch is tried again on the next intent or opening.
 */
const dialogs = moduleCache<PaletteDialogsComponent>();

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * Always loaded, and kept tiny: the app bar's search button and the key listener. Everything
 * else of the palette is fetched the first time it opens.
 */
export const PaletteLauncher = () => {
  const translate = useTranslate();
  const routes = useConsoleRoutes();
  const { screens } = useConsoleScreens();
  const shortcuts = useMemo(() => screenShortcuts(routes, screens), [routes, screens]);
  const load = usePaletteChunk();
  // A failed prefetch is tried again, and reported, when the palette opens.
  const prefetch = useCallback(() => void dialogs.load(load).catch(() => undefined), [load]);
  useShortcuts(shortcuts, prefetch);
  const screenKeys = useScreenKeys();
  const view = useSyncExternalStore(paletteStore.subscribe, paletteStore.get);
  // The store outlives the console: a console mounted again starts closed.
  useEffect(() => () => paletteStore.set(null), []);
  const notify = useNotify();
  // Mounted from the first open on, so closing can animate and a second open is instant.
  const [PaletteDialogs, setDialogs] = useState(() => dialogs.loaded(load) ?? null);
  // Code already fetched (on intent): drawn in the very render that opens it.
  const fetched = dialogs.loaded(load);
  if (view && !PaletteDialogs && fetched) setDialogs(() => fetched);
  useEffect(() => {
    if (!view || PaletteDialogs) return;
    let current = true;
    dialogs
      .load(load)
      .then((component) => current && setDialogs(() => component))
      .catch((error: unknown) => {
        console.error('The command palette could not be loaded', error);
        paletteStore.set(null);
        notify('app.palette.load_failed', { type: 'error' });
      });
    return () => {
      current = false;
    };
  }, [view, PaletteDialogs, notify, load]);
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
      {PaletteDialogs && (
        <PaletteDialogs shortcuts={shortcuts} screenKeys={screenKeys} isMac={mac} />
      )}
    </>
  );
};
