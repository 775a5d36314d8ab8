/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import { chunkGroups } from './scripts/build/chunkGroups.ts';

const workerFile = fileURLToPath(new URL('./mocks/public/mockServiceWorker.js', import.meta.url));

/**
 * msw's worker script lives outside publicDir so a production build never ships it: the dev
 * server serves it, and only the explicit mock build (`--mode mock`) emits it.
 */
const mockServiceWorker = (mode: string): Plugin => ({
  name: 'mock-service-worker',
  configureServer(server) {
    server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.end(readFileSync(workerFile));
    });
  },
  generateBundle() {
    if (mode !== 'mock') return;
    this.emitFile({
      type: 'asset',
      fileName: 'mockServiceWorker.js',
      source: readFileSync(workerFile),
    });
  },
});

/**
 * Where the mock backend plays the server (the dev server, the mock build), the page embeds the
 * context as a real server's page does, so the console starts with no context request. The
 * production build embeds nothing: its server does.
 */
const embedMockContext = (mockOn: boolean): Plugin => ({
  name: 'embed-mock-context',
  transformIndexHtml: async () => {
    if (!mockOn) return [];
    // Loaded when the page is served, not bundled into this config.
    const { module } = await runnerImport<typeof import('./mocks/handlers/context')>(
      fileURLToPath(new URL('./mocks/handlers/context.ts', import.meta.url)),
      { configFile: false, logLevel: 'silent' },
    );
    return [
      {
        tag: 'script',
        attrs: { id: 'admin-context', type: 'application/json' },
        children: JSON.stringify(module.DEFAULT_CONTEXT).replace(/</g, '\\u003c'),
        injectTo: 'head-prepend',
      },
    ];
  },
});

// Vitest may load react-router's CommonJS build while the app gets the ESM one (vitest#7692):
// resolve with the default server conditions minus `module`.
const testConditions = ['module-sync', 'node', 'development|production'];

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    chunkGroups(),
    mockServiceWorker(mode),
    embedMockContext(loadEnv(mode, process.cwd(), 'VITE_').VITE_MOCK === 'true'),
  ],
  base: '/',
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Every browser of the build target but Safari 16 preloads modules itself; there the
    // modules still load, a round later. The polyfill cost every page 0.5 KB gzip in its entry.
    modulePreload: { polyfill: false },
    // A path or a key imported from its own module is written where it is used: no binding
    // across chunks, and the entry carries no module only for a constant.
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      // CommonJS, so never dropped by default, yet only emotion's `withTheme` calls it, which no
      // page uses: every page carried it and its own copy of react-is (docs/decisions.md,
      // "Packages without side effects").
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        resolve: { conditions: testConditions },
        ssr: { resolve: { conditions: testConditions } },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          // A whole console mounting in jsdom takes 1 to 2 s alone, and has taken over 15 s on a
          // loaded machine after a file that reloads the modules (tests/unit/registry): its tests
          // wait up to 30 s for their first element, and fail sooner when something is wrong.
          testTimeout: 60_000,
          // Vitest's default leaves one of this machine's two cores idle.
          maxWorkers: 2,
          // The files of a worker share its modules: importing the setup, msw, the mock's seed,
          // react-admin and MUI again for every file cost about 3 s of CPU a file, most of the
          // project's time. The setup resets the mock backend, storage and the DOM around every
          // test; a file that mocks modules undoes its mocks when it ends (docs/decisions.md,
          // "Test suite time").
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Each file starts its own Chromium and server and resets the mock: files of one worker
          // share the imported modules (the mock, playwright) instead of importing them again.
          isolate: false,
        },
      },
    ],
  },
}));
