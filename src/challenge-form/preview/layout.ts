import { useCallback, useSyncExternalStore } from 'react';

/** From this window width the preview sits beside the form; below it, it covers the window. */
export const PREVIEW_BESIDE_QUERY = '(min-width: 1200px)';
/** The side panel's width: room for the solver page's phone width and its margins. */
export const PREVIEW_PANEL_WIDTH = 'clamp(400px, 36vw, 600px)';

/**
 * Whether the window matches a media query, read on the first render and followed as the window
 * changes (the form is not drawn twice to learn it, as with MUI's useMediaQuery).
 */
export const useWindowMatches = (query: string): boolean => {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
};
