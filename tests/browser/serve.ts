import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { API_BASE, STORAGE_URL } from '../../mocks/config';
import { handlers } from '../../mocks/handlers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** What a deployment compresses: text, not images or fonts (already compressed). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/;
/** Below this an answer is sent as it is (as `vite preview`'s compression: gzip from 1 KB). */
const COMPRESS_FROM_BYTES = 1024;

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

/** Each file compressed once per server (the bench loads the same files many times). */
const gzipped = new Map<string, { mtime: number; body: Buffer }>();
const gzipFile = (file: string): Buffer => {
  const mtime = statSync(file).mtimeMs;
  const cached = gzipped.get(file);
  if (cached?.mtime === mtime) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, { mtime, body });
  return body;
};

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Answers an API call with the mock backend's handlers, running in this Node process. */
const answerApi = async (
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  compress: boolean,
) => {
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const request = new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
  const response = await getResponse(handlers, request);
  if (!response || response.type === 'error') {
    // HttpResponse.error(): a network failure, as the browser would see it.
    if (response?.type === 'error') req.socket.destroy();
    else
      res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end('{"data":{"message":"No handler"}}');
    return;
  }
  const answerHeaders: Record<string, string> = Object.fromEntries(response.headers.entries());
  const answer = Buffer.from(await response.arrayBuffer());
  if (
    compress &&
    acceptsGzip(req) &&
    answer.length >= COMPRESS_FROM_BYTES &&
    COMPRESSIBLE.test(answerHeaders['content-type'] ?? '')
  ) {
    const zipped = gzipSync(answer);
    delete answerHeaders['content-length'];
    res.writeHead(response.status, {
      ...answerHeaders,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      'Content-Length': String(zipped.length),
    });
    res.end(zipped);
    return;
  }
  res.writeHead(response.status, answerHeaders);
  res.end(answer);
};

const serveFile = (
  root: string,
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
  compress: boolean,
) => {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, safe);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const headers = {
    'Content-Type': type,
    // Hashed file names, as a real deployment serves them.
    ...(safe.startsWith('/assets/')
      ? { 'Cache-Control': 'public, max-age=31536000, immutable' }
      : {}),
  };
  if (
    compress &&
    acceptsGzip(req) &&
    COMPRESSIBLE.test(type) &&
    statSync(file).size >= COMPRESS_FROM_BYTES
  ) {
    const body = gzipFile(file);
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      'Content-Length': String(body.length),
    });
    res.end(body);
    return;
  }
  res.writeHead(200, headers);
  createReadStream(file).pipe(res);
};

/**
 * An empty page of the served origin, none of the app's code: what the harness's warm context
 * keeps open between tests (tests/browser/harness.ts, `WarmContext`).
 */
export const BLANK_PATH = '/__tests/blank';
const BLANK_PAGE = '<!doctype html><html lang="en"><title>Between tests</title></html>';

export interface Served {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a built `dist/` with index.html for every page path, and (unless `api: false`) the
 * mock backend over HTTP at the API base: the production build, no mock code in it, talking
 * to the embedded backend as it would to a real server. `compress` (by default on in the bench,
 * `SERVE_GZIP=1`) sends text gzipped, as a deployment and ra-floor's `vite preview` do, so the
 * two are compared served alike (docs/performance.md). The browser tests run without it:
 * Playwright's route.fetch hands a test the decoded body, which a test then fulfils.
 */
export const serve = async (
  root: string,
  options: { api?: boolean; compress?: boolean } = {},
): Promise<Served> => {
  const withApi = options.api ?? true;
  const compress = options.compress ?? process.env.SERVE_GZIP === '1';
  const server: Server = createServer((req, res) => {
    const origin = `http://${req.headers.host}`;
    const { pathname } = new URL(req.url ?? '/', origin);
    if (withApi && (pathname.startsWith(`${API_BASE}/`) || pathname.startsWith(STORAGE_URL))) {
      answerApi(req, res, origin, compress).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
      return;
    }
    if (pathname === BLANK_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(BLANK_PAGE);
      return;
    }
    serveFile(root, pathname, req, res, compress);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
