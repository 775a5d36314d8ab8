import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Static imports of a built ES module: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`. */
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;
/** `import("./x.js")`, including Vite's preload wrapper `()=>import("./x.js")`. */
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

export const staticImports = (code: string): string[] =>
  [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]);
export const dynamicImports = (code: string): string[] =>
  [...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]);

/** The public areas' lazy chunks (src/app/publicAreas.ts), by the file name Vite gives each. */
export const PUBLIC_AREA_CHUNKS = [
  { area: 'solver', path: '/challenges/{slug}', prefix: 'SolverApp-' },
  { area: 'challenge request', path: '/challenge_request', prefix: 'ChallengeRequestApp-' },
] as const;

export interface ChunkGraph {
  entry: string;
  /** The area's own lazy chunk (`SolverApp-…`, `ChallengeRequestApp-…`). */
  areaChunk: string;
  /** Every file a visitor's browser downloads for the area: entry + its chunk + their static imports. */
  files: string[];
}

/**
 * Follows the built files' import statements: the entry named by index.html, the area's chunk
 * it imports lazily (file name starting with `prefix`), and the static imports of both, recursively.
 */
export const areaChunkGraph = (distDir: string, prefix: string): ChunkGraph => {
  const assets = join(distDir, 'assets');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no entry script');
  const read = (file: string) => readFileSync(join(assets, file), 'utf8');
  const areaChunk = dynamicImports(read(entry)).find((file) => basename(file).startsWith(prefix));
  if (!areaChunk) throw new Error(`the entry imports no ${prefix} chunk`);
  return { entry, areaChunk, files: staticClosure(distDir, [entry, areaChunk]) };
};

/** What a solver downloads for /challenges/{slug}. */
export const solverChunkGraph = (distDir: string): ChunkGraph =>
  areaChunkGraph(distDir, 'SolverApp-');

/** The given built files and everything they import statically, recursively. */
export const staticClosure = (distDir: string, start: string[]): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(readFileSync(join(distDir, 'assets', file), 'utf8')).forEach(visit);
  };
  start.forEach(visit);
  return [...seen];
};

/** Marks only react-admin's code carries: its package names and its own message keys. */
export const REACT_ADMIN_MARKS = [
  /["']ra\.(?:action|notification|page|navigation|message)\./,
  /react-admin/,
  /\bra-core\b/,
  /CoreAdminContext|useDataProvider|ResourceContext/,
];

export const reactAdminMarks = (code: string) =>
  REACT_ADMIN_MARKS.filter((mark) => mark.test(code)).map(String);

/** Marks of react-router's code: its context globals, invariant messages and package name. */
export const REACT_ROUTER_MARKS = [
  /__reactRouter/,
  /No routes matched location/,
  /inside another <Router>/,
  /react-router/,
];

export const reactRouterMarks = (code: string) =>
  REACT_ROUTER_MARKS.filter((mark) => mark.test(code)).map(String);

export const gzipBytes = (distDir: string, files: string[]) =>
  files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, 'assets', file)), { level: 9 }).length,
    0,
  );
