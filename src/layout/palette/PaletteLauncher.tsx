import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useConsoleRoutes } from '../breadcrumbs/ConsoleRoutesContext';
import { paletteStore } from './paletteStore';
import { screenShortcuts } from './shortcuts';
import { useShortcuts } from './useShortcuts';

/**
 * The palette, the shortcuts' help and the impersonation confirmation load on first use, fetched
 * as soon as the user shows the intent (pointer on the button, Ctrl or ⌘ pressed).
 */
const loadDialogs = () => import('./PaletteDialogs');
const PaletteDialogs = lazy(loadDialogs);
// A failed prefetch is retried, and reported, by the lazy component when it opens.
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
  // Mounted from the first open on, so closing can animate and a second open is instant.
  const [used, setUsed] = useState(false);
  if (view && !used) setUsed(true);
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
      {used && (
        <Suspense fallback={null}>
          <PaletteDialogs shortcuts={shortcuts} isMac={mac} />
        </Suspense>
      )}
    </>
  );
};
