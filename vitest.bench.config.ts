import { defineConfig } from 'vitest/config';

// `npm run bench`: each file under tests/bench prints its figures with their goals beside them.
// Benchmarks measure; they never assert a time.
export default defineConfig({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['tests/bench/**/*.bench.test.ts'],
    globalSetup: ['tests/bench/globalSetup.ts'],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // The console served as ra-floor's `vite preview` serves it, gzipped (tests/browser/serve.ts).
    env: { SERVE_GZIP: '1' },
    reporters: ['verbose'],
  },
});
