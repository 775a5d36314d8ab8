import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { useBrowserSuite } from '../browser/harness';
import { BLANK_PATH } from '../browser/serve';
import { areaChunkGraph, gzipBytes, PUBLIC_AREA_CHUNKS } from '../browser/solverChunks';
import { reportFigure } from './report';

for (const { area, path, prefix } of PUBLIC_AREA_CHUNKS) {
  it(`JS a visitor downloads for ${path}`, () => {
    const dist = inject('distDir');
    const graph = areaChunkGraph(dist, prefix);
    for (const file of graph.files)
      console.log(`  ${file}: ${(gzipBytes(dist, [file]) / 1024).toFixed(1)} KB gzip`);
    reportFigure(
      `${area} JS (entry + ${prefix.slice(0, -1)} chunk + static imports, gzip)`,
      gzipBytes(dist, graph.files) / 1024,
      'KB',
      'under 150 KB',
    );
  });
}

/** The public pages as a visitor opens them (README), and what each may load lazily at start. */
const IDLE_PAGES = [
  { area: 'solver', path: '/challenges/open-challenge' },
  { area: 'challenge request', path: '/challenge_request' },
];

/** Every script the page fetched, with the bytes that came over the wire (gzip, as served). */
const scriptsFetched = (page: Page) => {
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      request.sizes().then((size) => ({ url: request.url(), bytes: size.responseBodySize })),
    );
  });
  return () => Promise.all(sizes);
};

describe('public pages once idle', () => {
  const suite = useBrowserSuite();
  for (const { area, path } of IDLE_PAGES) {
    // The static graph above leaves out what the page imports lazily as it starts (the solution
    // form, the rich-text viewer): this is what the browser has fetched once the network is idle.
    it(`JS fetched by ${path} once the network is idle`, async () => {
      const page = await suite.open(BLANK_PATH, { ownContext: true });
      const fetched = scriptsFetched(page);
      await page.goto(`${suite.url()}${path}`, { waitUntil: 'networkidle' });
      const scripts = await fetched();
      for (const { url, bytes } of scripts)
        console.log(`  ${new URL(url).pathname}: ${(bytes / 1024).toFixed(1)} KB gzip`);
      reportFigure(
        `${area} JS fetched by network idle (gzip as served)`,
        scripts.reduce((sum, { bytes }) => sum + bytes, 0) / 1024,
        'KB',
        'under 150 KB',
      );
      await page.context().close();
    });
  }
});
