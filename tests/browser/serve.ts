import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
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

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Answers an API call with the mock backend's handlers, running in this Node process. */
const answerApi = async (req: IncomingMessage, res: ServerResponse, origin: string) => {
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
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
};

const serveFile = (root: string, pathname: string, res: ServerResponse) => {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, safe);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    // Hashed file names, as a real deployment serves them.
    ...(safe.startsWith('/assets/')
      ? { 'Cache-Control': 'public, max-age=31536000, immutable' }
      : {}),
  });
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
 * to the embedded backend as it would to a real server.
 */
export const serve = async (root: string, options: { api?: boolean } = {}): Promise<Served> => {
  const withApi = options.api ?? true;
  const server: Server = createServer((req, res) => {
    const origin = `http://${req.headers.host}`;
    const { pathname } = new URL(req.url ?? '/', origin);
    if (withApi && (pathname.startsWith(`${API_BASE}/`) || pathname.startsWith(STORAGE_URL))) {
      answerApi(req, res, origin).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
      return;
    }
    if (pathname === BLANK_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(BLANK_PAGE);
      return;
    }
    serveFile(root, pathname, res);
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
