import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import browserSetup, { build } from '../browser/globalSetup';
import { buildOneResourceApp } from './oneResource';

declare module 'vitest' {
  export interface ProvidedContext {
    oneResourceDir: string;
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
 * The browser tests' two builds, and built in the same run: the one-resource reference app and
 * the console without its command palette.
 */
export default async function setup(project: TestProject) {
  browserSetup(project);
  const base = join(root, '.tmp', `run-${process.pid}`);
  const oneResourceDir = join(base, 'one-resource');
  await buildOneResourceApp(oneResourceDir);
  project.provide('oneResourceDir', oneResourceDir);
  const noPaletteDir = join(base, 'dist-no-palette');
  buildWithoutPalette(noPaletteDir);
  project.provide('noPaletteDir', noPaletteDir);
}
