import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { staticReach, type FactsOf } from './moduleReach.ts';

/**
 * A console page's first view was ~47 JavaScript files (six at a time over
 * HTTP/1.1), Rolldown's automatic chunks cut by the exact set of lazy chunks reaching each module.
 * These groups make it a handful of stable chunks instead:
 *
 * - `base`: React, react-dom and scheduler, and the entry's modules other chunks use too (the
 *   HTTP client, the shell skeleton): what every page runs before its first paint, nothing else;
 * - `index`: the entry's modules that name other chunks (the route table, the areas' table);
 * - `shared`: what a public area and the console both run (MUI's core, emotion, ui pieces);
 * - `solver-shared`: what the solver alone shares with the console (zod, the contract, the
 *   sanitizer), kept off the challenge request page;
 * - `request-shared`: what the challenge request page alone shares with the console (MUI's
 *   inputs, radios and native select), kept off the solver's page: one file more for the
 *   console's first view (nine), 11 KB less for every solver's (docs/performance.md);
 * - `admin-vendor`: the console's vendor code, react-admin, react-query, react-router and the MUI
 *   parts no public page runs (one group with them: a separate MUI group made nine files);
 * - `console`: the console's own code that its root or more than one screen runs.
 *
 * Only the first views' graph is grouped: the console's root, each screen's chunk (the lazy
 * table's imports), the public areas' chunks, and their static imports. What a screen fetches
 * later (charts, the rich-text editor, the palette, the solver's flow) and what one screen alone
 * runs stay in lazy chunks of their own. A module is in `admin-vendor` or `console` only if no
 * public area runs it, so a public page never loads them (tests/browser/solverBundle.test.ts).
 */

const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

/** The modules whose dynamic imports are the areas' and the screens' first-view chunks. */
const ENTRY = fileURLToPath(new URL('../../index.html', import.meta.url));
const PUBLIC_AREAS = src('app/publicAreas.ts');
const SOLVER = `public:${src('solver/SolverApp.tsx')}`;
const CONSOLE_ROOT = src('app/console/ConsoleRoot.tsx');
/** The registry of screens: each `route.ts` it lists names its screens' chunks (lazy imports). */
const SCREEN_REGISTRY = src('app/screens/screens.ts');

/** A list's shapes, which its route imports lazily (docs/adding-a-resource.md). */
const SHAPES = /[\\/]schema\.ts$/;
/**
 * A custom page's calls, which its route imports lazily for the contract tools alone: the app
 * never runs that import, so the module goes where its page's code puts it.
 */
const PAGE_CALLS = /[\\/]pages[\\/][^\\/]+[\\/]calls\.ts$/;

/** Marks an entry module that names other chunks' files (see markNamingChunks). */
const NAMES_CHUNKS = 'names-chunks';

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** Each module of the first views, with the roots whose static graph holds it. */
const reachOf = (factsOf: FactsOf) => {
  const reach = new Map<string, Set<string>>();
  // What the entry and the public areas run must be known exactly: a module they run that is
  // taken for console-only would bring a console chunk into their pages. The console's reach may
  // be wider than what it runs.
  const walk = (root: string, id: string) =>
    staticReach(
      factsOf,
      id,
      (module) => {
        const roots = reach.get(module) ?? new Set<string>();
        roots.add(root);
        reach.set(module, roots);
      },
      { precise: root === 'entry' || root.startsWith('public:') },
    );
  walk('entry', ENTRY);
  for (const root of factsOf(PUBLIC_AREAS)?.dynamicallyImportedIds ?? [])
    walk(`public:${root}`, root);
  walk('console', CONSOLE_ROOT);
  const routeFiles = factsOf(SCREEN_REGISTRY)?.importedIds ?? [];
  // A list's shapes (its folder's schema.ts, a lazy import of its route) are read by the
  // console's dataProvider: they belong to the console, not to a chunk of their own.
  for (const routeFile of routeFiles)
    for (const root of factsOf(routeFile)?.dynamicallyImportedIds ?? [])
      if (!PAGE_CALLS.test(root)) walk(SHAPES.test(root) ? 'console' : `screen:${root}`, root);
  markNamingChunks(factsOf, reach);
  return reach;
};

/**
 * The entry's modules that name other chunks' files (a dynamic import, or a static one of such a
 * module: the route table, the public areas' table) stay in the entry, which changes with any
 * screen; its other modules that other chunks use go to `base`. Were they left in the entry, the
 * vendor chunks importing them would change name with every screen too; in `shared` (an earlier
 * try) the skeleton waited for MUI's 59 KB before it painted.
 */
const markNamingChunks = (factsOf: FactsOf, reach: Map<string, Set<string>>) => {
  const naming = new Map<string, boolean>();
  const names = (id: string): boolean => {
    const known = naming.get(id);
    if (known !== undefined) return known;
    naming.set(id, false);
    const facts = factsOf(id);
    const result =
      (facts?.dynamicallyImportedIds.length ?? 0) > 0 ||
      (facts?.importedIds ?? []).some((next) => reach.get(next)?.has('entry') && names(next));
    naming.set(id, result);
    return result;
  };
  for (const [id, roots] of reach) if (roots.has('entry') && names(id)) roots.add(NAMES_CHUNKS);
};

/** The group of a module, or null to leave it where Rolldown puts it (the entry, a lazy chunk). */
export const groupOf = (id: string, roots: ReadonlySet<string> | undefined): string | null => {
  if (REACT.test(id)) return 'base';
  if (!roots) return null;
  if (roots.has('entry')) return roots.has(NAMES_CHUNKS) || roots.size === 1 ? 'index' : 'base';
  const all = [...roots];
  const areas = all.filter((root) => root.startsWith('public:'));
  const inConsole = all.some((root) => root === 'console' || root.startsWith('screen:'));
  // What the solver alone shares with the console (zod, the contract, the sanitizer) is not
  // for the challenge request page, and the MUI parts only that page shares with the console
  // (inputs, radios, the native select: 11 KB) are not for the solver's first view.
  if (areas.length) {
    if (!inConsole) return null;
    if (areas.every((root) => root === SOLVER)) return 'solver-shared';
    return areas.includes(SOLVER) ? 'shared' : 'request-shared';
  }
  // A module of one screen alone stays in that screen's chunk.
  if (!roots.has('console') && all.length < 2) return null;
  return NODE_MODULES.test(id) ? 'admin-vendor' : 'console';
};

/** The groups, by priority. */
const GROUPS = [
  'base',
  'index',
  'shared',
  'solver-shared',
  'request-shared',
  'admin-vendor',
  'console',
] as const;

/** Rolldown's chunk groups for the first views (see above). */
export const chunkGroups = (): Plugin => {
  let reach: Map<string, Set<string>> | null = null;
  return {
    name: 'chunk-groups',
    apply: 'build',
    buildStart() {
      reach = null;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A group takes only the modules named for it: taking their imports too would move
              // the public areas' MUI into the console's groups and the entry's modules out of it.
              includeDependenciesRecursively: false,
              groups: GROUPS.map((group, index) => ({
                debugName: group,
                priority: GROUPS.length - index,
                name: (id: string, ctx: Rolldown.ChunkingContext) => {
                  reach ??= reachOf((moduleId) => ctx.getModuleInfo(moduleId));
                  return groupOf(id, reach.get(id)) === group ? group : null;
                },
              })),
            },
          },
        },
      },
    }),
  };
};
