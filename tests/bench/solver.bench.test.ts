import { inject, it } from 'vitest';
import { gzipBytes, solverChunkGraph } from '../browser/solverChunks';
import { reportFigure } from './report';

it('JS a solver downloads for /challenges/{slug}', () => {
  const dist = inject('distDir');
  const graph = solverChunkGraph(dist);
  for (const file of graph.files)
    console.log(`  ${file}: ${(gzipBytes(dist, [file]) / 1024).toFixed(1)} KB gzip`);
  reportFigure(
    'solver JS (entry + SolverApp chunk + static imports, gzip)',
    gzipBytes(dist, graph.files) / 1024,
    'KB',
    'under 150 KB',
  );
});
