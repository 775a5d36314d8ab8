import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import consoleConfig from '../../vite.config';

const stubs: Record<string, string> = {
  [fileURLToPath(new URL('../../src/layout/palette/PaletteLauncher.tsx', import.meta.url))]:
    'export const PaletteLauncher = () => null;',
  [fileURLToPath(new URL('../../src/app/console/paletteLoader.ts', import.meta.url))]:
    'export const loadPaletteDialogs = () => new Promise(() => {});',
};

/** The console with neither the palette's launcher nor its lazy chunk: the bench's "before". */
const withoutPalette: Plugin = {
  name: 'without-palette',
  enforce: 'pre',
  load: (id) => stubs[id.split('?')[0]],
};

export default defineConfig((env) =>
  mergeConfig(consoleConfig(env), { plugins: [withoutPalette] }),
);
