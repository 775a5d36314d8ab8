// `npm run contract:check -- <api base URL> [--cookie "<session cookie>"]` (docs/contract.md).
// Node 20 runs no TypeScript, so Vite (already a dependency) loads the check from src/contract-tools.
import { createServer } from 'vite';

const server = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { parseCheckArguments, runContractCheck } = await server.ssrLoadModule(
    '/src/contract-tools/check.ts',
  );
  const args = parseCheckArguments(process.argv.slice(2));
  if (!args) {
    console.error('Usage: npm run contract:check -- <api base URL> [--cookie "<session cookie>"]');
    process.exitCode = 2;
  } else {
    process.exitCode = await runContractCheck({ ...args, fetch, log: (line) => console.log(line) });
  }
} finally {
  await server.close();
}
