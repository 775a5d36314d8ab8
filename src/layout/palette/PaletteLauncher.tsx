import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useConsoleRoutes } from '../breadcrumbs/ConsoleRoutesContext';
import { useConsoleScreens } from '../ConsoleScreensContext';
import {
  usePaletteChunk,
  type LoadPaletteDialogs,
  type PaletteDialogsComponent,
} from './paletteChunk';
import { paletteStore } from './paletteStore';
import { screenShortcuts } from './shortcuts';
import { useScreenKeys } from '../../ui/screenKeys';
import { useShortcuts } from './useShortcuts';

/**
 * The palette, the shortcuts' help and the impersonation confirmation load on first use, fetched
 * as soon as the user shows the intent (pointer on the button, Ctrl or ⌘ pressed).
 */
const loaded = new WeakMap<LoadPaletteDialogs, PaletteDialogsComponent>();
const loading = new WeakMap<LoadPaletteDialogs, Promise<PaletteDialogsComponent>>();
// Not React.lazy: a lazy component suspends on its first render even when its code is in, and
// React then holds the reveal for ~300 ms; a component in state renders in the same frame.
const loadDialogs = (load: LoadPaletteDialogs): Promise<PaletteDialogsComponent> => {
  const component = loaded.get(load);
  if (component) return Promise.resolve(component);
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then(
      (module) => {
        loaded.set(load, module.default);
        return module.default;
      },
      (error: unknown) => {
        // A failed fetch is tried again on the next intent or opening.
        loading.delete(load);
        throw error;
      },
    );
    loading.set(load, pending);
  }
  return pending;
};

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
  const prefetch = useCallback(() => void loadDialogs(load).catch(() => undefined), [load]);
  useShortcuts(shortcuts, prefetch);
  const screenKeys = useScreenKeys();
  const view = useSyncExternalStore(paletteStore.subscribe, paletteStore.get);
  // The store outlives the console: a console mounted again starts closed.
  useEffect(() => () => paletteStore.set(null), []);
  const notify = useNotify();
  // Mounted from the first open on, so closing can animate and a second open is instant.
  const [PaletteDialogs, setDialogs] = useState(() => loaded.get(load) ?? null);
  // Code already fetched (on intent): drawn in the very render that opens it.
  const fetched = loaded.get(load);
  if (view && !PaletteDialogs && fetched) setDialogs(() => fetched);
  useEffect(() => {
    if (!view || PaletteDialogs) return;
    let current = true;
    loadDialogs(load)
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
