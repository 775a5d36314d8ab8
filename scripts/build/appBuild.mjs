// The app's `vite build` in a child process, shared by `npm test` (scripts/test.mjs) and the
// browser tests' global setup (tests/browser/globalSetup.ts). Node 20 runs no TypeScript: plain JS.
import { execFileSync, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

const command = (outDir, mode, args) => [
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
  },
];

/** Builds and returns once done; `args` adds options (another config file, say). */
export const buildAppSync = (outDir, mode, args = []) => {
  const [file, argv, options] = command(outDir, mode, args);
  execFileSync(file, argv, { ...options, stdio: 'inherit' });
};

/** Builds in the background; resolves with the build's output, rejects with it on a failure. */
export const buildApp = (outDir, mode, args = []) =>
  new Promise((done, fail) => {
    const [file, argv, options] = command(outDir, mode, args);
    const child = spawn(file, argv, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done(output) : fail(new Error(`vite build --mode ${mode} failed:\n${output}`)),
    );
  });

/** The two builds the browser tests use, in `base`: the production build and the mock build. */
export const browserBuildDirs = (base) => ({
  distDir: join(base, 'dist'),
  mockDistDir: join(base, 'dist-mock'),
});
