import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import browserSetup, { build } from '../browser/globalSetup';
import { buildRaFloor } from './raFloor';

declare module 'vitest' {
  export interface ProvidedContext {
    raFloorDir: string;
    noPaletteDir: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

/** The production build without the command palette (tests/bench/noPalette.vite.config.ts). */
const buildWithoutPalette = (outDir: string) =>
  build(outDir, 'production', [
    '--config',
    join(root, 'tests/bench/noPalette.vite.config.ts'),
    '--configLoader',
    'runner',
  ]);

/**
 * The browser tests' two builds, and built in the same run: the reference (ra-floor's floor, and
 * its bigform, the typing peer) and the console without its command palette.
 */
export default async function setup(project: TestProject) {
  await browserSetup(project);
  const base = join(root, '.tmp', `run-${process.pid}`);
  // Its own install is kept between runs (.tmp/ra-floor) while its lock file is the anchor's.
  project.provide('raFloorDir', buildRaFloor(join(root, '.tmp', 'ra-floor')));
  const noPaletteDir = join(base, 'dist-no-palette');
  buildWithoutPalette(noPaletteDir);
  project.provide('noPaletteDir', noPaletteDir);
}
