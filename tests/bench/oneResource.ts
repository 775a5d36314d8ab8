import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Served } from '../browser/serve';

const root = resolve(import.meta.dirname, 'one-resource');

/** Builds the one-resource reference app (a second Vite root) for production. */
export const buildOneResourceApp = async (outDir: string) => {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
};

const ROWS = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  title: `Post number ${index + 1} about something worth reading`,
  author: `Author ${(index % 7) + 1}`,
  status: index % 3 ? 'published' : 'draft',
}));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves the built app, and its fake API: `/api/posts` answers at once. */
export const serveOneResourceApp = async (dist: string): Promise<Served> => {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/posts') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('perPage') ?? 25);
      const data = ROWS.slice((page - 1) * perPage, page * perPage);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data, total: ROWS.length }));
      return;
    }
    let file = join(dist, url.pathname);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};
