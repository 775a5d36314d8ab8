import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { reactAdminMarks, reactRouterMarks, solverChunkGraph, staticClosure } from './solverChunks';

const read = (file: string) => readFileSync(join(inject('distDir'), 'assets', file), 'utf8');
const marksIn = (files: string[], marks: (code: string) => string[]) =>
  files.flatMap((file) => marks(read(file)).map((mark) => `${file}: ${mark}`));

/** The console's root chunk and its static imports: what staff download for /admin/. */
const consoleGraph = () => {
  const root = readdirSync(join(inject('distDir'), 'assets')).find((file) =>
    file.startsWith('ConsoleRoot-'),
  );
  expect(root).toBeDefined();
  return { root: root!, files: staticClosure(inject('distDir'), [root!]) };
};

describe('the solver chunk graph of the production build', () => {
  it('holds the entry, the SolverApp chunk and their static imports, with no react-admin code', () => {
    const graph = solverChunkGraph(inject('distDir'));
    expect(graph.files).toContain(graph.entry);
    expect(graph.files).toContain(graph.solverChunk);
    expect(marksIn(graph.files, reactAdminMarks)).toEqual([]);
  });

  it('holds no react-router code either (the solver area routes itself)', () => {
    expect(marksIn(solverChunkGraph(inject('distDir')).files, reactRouterMarks)).toEqual([]);
  });

  it('while the console graph does carry react-admin and react-router (so the checks can fail)', () => {
    const console = consoleGraph();
    expect(solverChunkGraph(inject('distDir')).files).not.toContain(console.root);
    expect(marksIn(console.files, reactAdminMarks)).not.toEqual([]);
    expect(marksIn(console.files, reactRouterMarks)).not.toEqual([]);
  });
});
