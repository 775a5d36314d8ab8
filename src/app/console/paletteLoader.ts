/**
 * How the app bar's launcher fetches the palette's code (given through PaletteChunkProvider); the
 * launcher's module cache asks again for it after a failure (src/ui/moduleCache.ts).
 */
export const loadPaletteDialogs = () => import('./paletteChunk');
