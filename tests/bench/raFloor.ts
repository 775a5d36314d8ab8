import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { Served } from '../browser/serve';

/**
 * The reference the bench measures against: ../shared/anchors/ra-floor, the smallest honest react-admin 5 app
 * (one <Resource>, a <Datagrid> of 25 rows, ra-data-simple-rest), built and served as its README
 * says, in the same run as our pages.
 */
const ANCHOR = resolve(
  process.env.RA_FLOOR_DIR ?? resolve(import.meta.dirname, '../../../shared/anchors/ra-floor'),
);

const lockOf = (dir: string) =>
  existsSync(join(dir, 'package-lock.json'))
    ? readFileSync(join(dir, 'package-lock.json'), 'utf8')
    : '';

/**
 * The anchor's builds: `floor` (the first view's reference) and `bigform` (a plain react-admin edit
 * form of the challenge form's size, the typing peer; the anchor's README, "The typing peer").
 */
export type RaFloorVariant = 'floor' | 'bigform';
const VARIANTS: readonly RaFloorVariant[] = ['floor', 'bigform'];

/**
 * Copies the anchor (read-only) into `dir`, installs its own lock file there (once: a copy whose
 * lock file is the anchor's keeps its node_modules) and builds each variant: `dir/dist/<variant>`.
 */
export const buildRaFloor = (dir: string) => {
  const installed = existsSync(join(dir, 'node_modules')) && lockOf(dir) === lockOf(ANCHOR);
  mkdirSync(dir, { recursive: true });
  cpSync(ANCHOR, dir, { recursive: true, filter: (path) => !path.includes('node_modules') });
  execFileSync('chmod', ['-R', 'u+w', dir]);
  if (!installed)
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: dir,
      stdio: 'inherit',
    });
  for (const variant of VARIANTS)
    execFileSync(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
      cwd: dir,
      env: { ...process.env, VARIANT: variant, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
  return dir;
};

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });

/**
 * Serves a built variant of the anchor with its own `vite preview` (HTTP/1.1, gzip from 1 KB) and
 * its fake API in the same process, answering at once: ROWS=25, as its README runs it.
 */
export const serveRaFloor = async (
  dir: string,
  variant: RaFloorVariant = 'floor',
): Promise<Served> => {
  const port = await freePort();
  const preview = spawn(join(dir, 'node_modules/.bin/vite'), ['preview', '--logLevel', 'error'], {
    cwd: dir,
    env: { ...process.env, VARIANT: variant, ROWS: '25', PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${url}/api/posts`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      preview.kill();
      throw new Error(`ra-floor's vite preview (${variant}) did not answer on ${url}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    close: () =>
      new Promise<void>((done) => {
        preview.once('exit', () => done());
        preview.kill();
      }),
  };
};
