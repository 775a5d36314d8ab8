/**
 * The folders of src/ import one way (STYLE.md, convention 15). ESLint's zones forbid each
 * upward import it sees; this test also follows what import-x cannot: lazy `import()` and
 * `import.meta.glob`, type imports included, and fails on any loop between folders.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return walk(path);
    return SOURCE.test(entry) ? [relative(ROOT, path).split('\\').join('/')] : [];
  });

type Kind = 'static' | 'type' | 'lazy' | 'glob';
interface Edge {
  from: string;
  to: string;
  kind: Kind;
}

// `import … from`, `export … from`, side-effect imports, `import('…')` and `import.meta.glob('…')`
// or `import.meta.glob(['…', …])` (the first pattern of a list, as the code writes one).
const IMPORT =
  /(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*['"]([^'"]+)['"]/gs;

const globRegex = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(?:.*/)?')
      .replace(/\*/g, '[^/]*')}$`,
  );

const importsOf = (files: readonly string[], read: (file: string) => string): Edge[] => {
  const known = new Set(files);
  const resolve = (from: string, spec: string): string[] => {
    const base = normalize(join(dirname(from), spec))
      .split('\\')
      .join('/');
    if (spec.includes('*')) {
      const pattern = globRegex(base);
      return files.filter((file) => pattern.test(file));
    }
    const candidates = [
      base,
      ...EXTENSIONS.map((extension) => base + extension),
      ...EXTENSIONS.map((extension) => `${base}/index${extension}`),
    ];
    return candidates.filter((candidate) => known.has(candidate)).slice(0, 1);
  };
  return files.flatMap((from) =>
    [...read(from).matchAll(IMPORT)].flatMap((match): Edge[] => {
      const spec = match[2] ?? match[3] ?? match[4];
      if (!spec?.startsWith('.')) return [];
      const kind: Kind = match[1] ? 'type' : match[3] ? 'lazy' : match[4] ? 'glob' : 'static';
      return resolve(from, spec).map((to) => ({ from, to, kind }));
    }),
  );
};

/** `src/<folder>` of a file; a file directly in src/ is a folder of its own (main.tsx). */
const folderOf = (file: string) => file.split('/').slice(0, 2).join('/');

/** The loops of a graph (Tarjan's strongly connected components of more than one node). */
const loopsOf = (graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const loop: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        loop.push(member);
      } while (member !== node);
      if (loop.length > 1) loops.push(loop.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
};

const folderGraph = (edges: readonly Edge[]) => {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a === b) continue;
    graph.set(a, (graph.get(a) ?? new Set()).add(b));
    if (!graph.has(b)) graph.set(b, new Set());
  }
  return graph;
};

const FILES = walk(SRC);
const EDGES = importsOf(FILES, (file) => readFileSync(join(ROOT, file), 'utf8'));

describe('the folders of src/', () => {
  it('are read with their lazy imports and globs', () => {
    // A route reaches its page and its shapes by import(); the contract tools find the page
    // folders' calls by a glob (src/contract-tools/calls.ts); the app lists the routes by hand.
    const kinds = new Set(EDGES.map((edge) => edge.kind));
    expect([...kinds].sort()).toEqual(['glob', 'lazy', 'static', 'type']);
  });

  it('import one way: no loop between folders, whatever the kind of import', () => {
    // Each loop with one import per pair of its folders, to show where it turns back.
    const loops = loopsOf(folderGraph(EDGES)).map((loop) => {
      const examples = new Map<string, Edge>();
      for (const edge of EDGES) {
        const [a, b] = [folderOf(edge.from), folderOf(edge.to)];
        if (a !== b && loop.includes(a) && loop.includes(b) && !examples.has(`${a} -> ${b}`))
          examples.set(`${a} -> ${b}`, edge);
      }
      const pairs = [...examples].map(([pair, e]) => `${pair} (${e.from} -> ${e.to}, ${e.kind})`);
      return `${loop.join(' ')}: ${pairs.join('; ')}`;
    });
    expect(loops).toEqual([]);
  });

  it('finds a loop through a glob or a lazy import', () => {
    const files = ['src/a/x.ts', 'src/b/y.ts', 'src/b/z.ts'];
    const code: Record<string, string> = {
      'src/a/x.ts': "export const load = () => import('../b/y');",
      'src/b/y.ts': "const all = import.meta.glob('../a/*.ts');",
      'src/b/z.ts': "import type { T } from '../a/x';",
    };
    const edges = importsOf(files, (file) => code[file]);
    expect(edges.map((edge) => edge.kind).sort()).toEqual(['glob', 'lazy', 'type']);
    expect(loopsOf(folderGraph(edges))).toEqual([['src/a', 'src/b']]);
  });
});
