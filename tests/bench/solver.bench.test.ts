import { inject, it } from 'vitest';
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
