import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
    mockDistDir: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

/** `vite build` in a child process; `args` adds options (another config file, say). */
export const build = (outDir: string, mode: string, args: readonly string[] = []) => {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      mode,
      '--logLevel',
      'warn',
      ...args,
    ],
    {
      cwd: root,
      // Only the mock build may hold the mock, whatever this shell's environment says.
      env: {
        ...process.env,
        BUILD_OUT_DIR: outDir,
        VITE_MOCK: mode === 'mock' ? 'true' : 'false',
        NODE_ENV: 'production',
      },
      stdio: 'inherit',
    },
  );
};

/**
 * Builds once per run, into a folder of this run's own (so parallel runs do not collide):
 * the production build, and the mock build with the service worker.
 * BROWSER_DIST / BROWSER_MOCK_DIST reuse existing builds.
 */
export default function setup(project: TestProject) {
  const base = join(root, '.tmp', `run-${process.pid}`);
  mkdirSync(base, { recursive: true });
  const distDir = process.env.BROWSER_DIST ?? join(base, 'dist');
  const mockDistDir = process.env.BROWSER_MOCK_DIST ?? join(base, 'dist-mock');
  if (!process.env.BROWSER_DIST || !existsSync(distDir)) build(distDir, 'production');
  if (!process.env.BROWSER_MOCK_DIST || !existsSync(mockDistDir)) build(mockDistDir, 'mock');
  project.provide('distDir', distDir);
  project.provide('mockDistDir', mockDistDir);
}
