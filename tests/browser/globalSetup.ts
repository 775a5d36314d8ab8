import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { browserBuildDirs, buildApp, buildAppSync } from '../../scripts/build/appBuild.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
    mockDistDir: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

/** `vite build` in a child process; `args` adds options (another config file, say). */
export const build = buildAppSync;

/**
 * Builds once per run, into a folder of this run's own (so parallel runs do not collide):
 * the production build, and the mock build with the service worker, side by side (each leaves
 * part of a core idle). BROWSER_DIST / BROWSER_MOCK_DIST reuse existing builds, as `npm test`
 * does with the builds it made while the static checks ran (scripts/test.mjs).
 */
export default async function setup(project: TestProject) {
  const fresh = browserBuildDirs(join(root, '.tmp', `run-${process.pid}`));
  const distDir = process.env.BROWSER_DIST ?? fresh.distDir;
  const mockDistDir = process.env.BROWSER_MOCK_DIST ?? fresh.mockDistDir;
  const outputs = await Promise.all([
    process.env.BROWSER_DIST && existsSync(distDir) ? '' : buildApp(distDir, 'production'),
    process.env.BROWSER_MOCK_DIST && existsSync(mockDistDir) ? '' : buildApp(mockDistDir, 'mock'),
  ]);
  for (const output of outputs) if (output) process.stdout.write(output);
  project.provide('distDir', distDir);
  project.provide('mockDistDir', mockDistDir);
}
