import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  areaChunkGraph,
  PUBLIC_AREA_CHUNKS,
  reactAdminMarks,
  reactRouterMarks,
  staticClosure,
} from './solverChunks';

const read = (file: string) => readFileSync(join(inject('distDir'), 'assets', file), 'utf8');
const marksIn = (files: string[], marks: (code: string) => string[]) =>
  files.flatMap((file) => marks(read(file)).map((mark) => `${file}: ${mark}`));

/** The console's own chunk (scripts/build/chunkGroups.ts) and its static imports: what staff download for /admin/. */
const consoleGraph = () => {
  const root = readdirSync(join(inject('distDir'), 'assets')).find((file) =>
    file.startsWith('console-'),
  );
  expect(root).toBeDefined();
  return { root: root!, files: staticClosure(inject('distDir'), [root!]) };
};

describe.each(PUBLIC_AREA_CHUNKS)('the $area chunk graph of the production build', (area) => {
  const graph = () => areaChunkGraph(inject('distDir'), area.prefix);

  it(`holds the entry, the ${area.prefix} chunk and their static imports, with no react-admin code`, () => {
    const { files, entry, areaChunk } = graph();
    expect(files).toContain(entry);
    expect(files).toContain(areaChunk);
    expect(marksIn(files, reactAdminMarks)).toEqual([]);
  });

  it(`holds no react-router code either (${area.path} routes itself)`, () => {
    expect(marksIn(graph().files, reactRouterMarks)).toEqual([]);
  });

  it('holds none of the console graph', () => {
    const console = consoleGraph();
    expect(graph().files).not.toContain(console.root);
    // The console's vendor group (react-admin, its MUI parts) is not the public areas' either.
    expect(graph().files.filter((file) => file.startsWith('admin-vendor-'))).toEqual([]);
  });
});

/** MUI's form inputs, by the class names their code names. */
const inputMarks = (code: string) =>
  ['MuiInputBase', 'MuiRadio', 'MuiNativeSelect', 'MuiFormControlLabel'].filter((name) =>
    new RegExp(`["'\`]${name}["'\`]`).test(code),
  );

describe('the solver page’s first view', () => {
  it('holds none of the form inputs only the challenge request page shows first', () => {
    const [solver, request] = PUBLIC_AREA_CHUNKS.map(
      (area) => areaChunkGraph(inject('distDir'), area.prefix).files,
    );
    expect(marksIn(solver, inputMarks)).toEqual([]);
    // So the check above can fail: the request page's first view does carry them.
    expect(marksIn(request, inputMarks)).not.toEqual([]);
  });
});

describe('the console graph', () => {
  it('does carry react-admin and react-router (so the checks above can fail)', () => {
    const console = consoleGraph();
    expect(marksIn(console.files, reactAdminMarks)).not.toEqual([]);
    expect(marksIn(console.files, reactRouterMarks)).not.toEqual([]);
  });
});
