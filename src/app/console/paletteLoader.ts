import { retryableImport } from '../retryableImport';

/** How the app bar's launcher fetches the palette's code (given through PaletteChunkProvider). */
export const loadPaletteDialogs = retryableImport(() => import('./paletteChunk'));
