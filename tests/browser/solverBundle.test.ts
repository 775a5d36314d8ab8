import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { reactAdminMarks, solverChunkGraph } from './solverChunks';

const read = (file: string) => readFileSync(join(inject('distDir'), 'assets', file), 'utf8');

describe('the solver chunk graph of the production build', () => {
  it('holds the entry, the SolverApp chunk and their static imports, with no react-admin code', () => {
    const graph = solverChunkGraph(inject('distDir'));
    expect(graph.files).toContain(graph.entry);
    expect(graph.files).toContain(graph.solverChunk);
    const offending = graph.files.flatMap((file) => reactAdminMarks(read(file)).map((mark) => `${file}: ${mark}`));
    expect(offending).toEqual([]);
  });

  it('while the console chunk does carry react-admin (so the check can fail)', () => {
    const consoleChunk = readdirSync(join(inject('distDir'), 'assets')).find((file) => file.startsWith('ConsoleApp-'));
    expect(consoleChunk).toBeDefined();
    const graph = solverChunkGraph(inject('distDir'));
    expect(graph.files).not.toContain(consoleChunk);
    expect(reactAdminMarks(read(consoleChunk!))).not.toEqual([]);
  });
});
