/**
 * The bench compares the console with ra-floor served alike: the test server gzips text from
 * 1 KB on when asked, as `vite preview` does, and sends it as it is otherwise.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serve } from '../browser/serve';

const root = mkdtempSync(join(tmpdir(), 'serve-'));
mkdirSync(join(root, 'assets'));
const BIG = `export const text = ${JSON.stringify('x'.repeat(4000))};\n`;
writeFileSync(join(root, 'assets', 'big.js'), BIG);
writeFileSync(join(root, 'assets', 'small.js'), 'export const a = 1;\n');
writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');

/** A raw GET (node's fetch would decode the body and hide the encoding). */
const get = (url: string, gzip: boolean) =>
  new Promise<{ encoding?: string; body: Buffer }>((done, fail) => {
    request(url, { headers: gzip ? { 'accept-encoding': 'gzip, deflate' } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    })
      .on('error', fail)
      .end();
  });

describe('the test server, compressed as deployed', () => {
  it('gzips text of 1 KB and more for a client that accepts it, and nothing else', async () => {
    const served = await serve(root, { api: false, compress: true });
    try {
      const big = await get(`${served.url}/assets/big.js`, true);
      expect(big.encoding).toBe('gzip');
      expect(gunzipSync(big.body).toString()).toBe(BIG);
      expect((await get(`${served.url}/assets/small.js`, true)).encoding).toBeUndefined();
      const plain = await get(`${served.url}/assets/big.js`, false);
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString()).toBe(BIG);
    } finally {
      await served.close();
    }
  });

  it('sends files as they are when not asked to compress (the browser tests)', async () => {
    const served = await serve(root, { api: false, compress: false });
    try {
      expect((await get(`${served.url}/assets/big.js`, true)).encoding).toBeUndefined();
    } finally {
      await served.close();
    }
  });
});
