import { createContext, useContext, type ComponentType } from 'react';
import type { ScreenKey } from '../../ui/screenKeys';
import type { ScreenShortcut } from './shortcuts';

/** The palette, the shortcuts' help and the impersonation confirmation: the palette's lazy part. */
export type PaletteDialogsComponent = ComponentType<{
  shortcuts: readonly ScreenShortcut[];
  /** The keys of the screen on show, read by the launcher (first view), not the lazy part. */
  screenKeys: readonly ScreenKey[];
  isMac: boolean;
}>;

/** Fetches the lazy part (a dynamic `import()` of a module whose default is `PaletteDialogs`). */
export type LoadPaletteDialogs = () => Promise<{ default: PaletteDialogsComponent }>;

/**
 * The app gives the launcher its loader: which chunk the palette's code lands in is the app's
 * build decision (see src/app/console/paletteChunk.ts), and the layout never imports the app.
 */
const PaletteChunkContext = createContext<LoadPaletteDialogs | null>(null);

export const PaletteChunkProvider = PaletteChunkContext.Provider;

export const usePaletteChunk = (): LoadPaletteDialogs => {
  const load = useContext(PaletteChunkContext);
  if (!load) throw new Error('The palette launcher needs a PaletteChunkProvider around it.');
  return load;
};
