import { dirname, resolve } from 'node:path';

/** What the chunking pass tells of a module (Rolldown's ModuleInfo, the parts read here). */
export interface ModuleFacts {
  code: string | null;
  exports: string[];
  importedIds: string[];
  dynamicallyImportedIds: string[];
}

export type FactsOf = (id: string) => ModuleFacts | null;

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const REEXPORT_NAMED = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const REEXPORT_ALL = /export\s*\*\s*(?:as\s+([\w$]+)\s*)?from\s*["']([^"']+)["']/g;
const IMPORT_NAMED = /(?:import|export)\s*(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from/g;
const REEXPORT_NAMESPACE = /import\s*\*\s*as\s+([\w$]+)\s*from\s*["']([^"']+)["']/g;
/** Re-exports, the imports they re-export (`import * as colors …; export { colors }`), directives. */
const STATEMENT =
  /(?:import|export)[^;]*?from\s*["'][^"']+["'];?|export\s*\{[^}]*\};?|["']use client["'];?/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** A module made only of re-exports (`@mui/material`'s index, our `contract/index.ts`). */
const isBarrel = (code: string) =>
  /export\s*(?:\*|\{)/.test(code) && code.replace(COMMENT, '').replace(STATEMENT, '').trim() === '';

/** `a as b, c` → [[a, b], [c, c]] */
const specifiers = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from, as = from] = part.split(/\s+as\s+/);
      return [from.trim(), as.trim()] as const;
    });

/** Every name a module imports, whatever from (and `default`); null for a namespace import. */
const importedNames = (code: string): Set<string> | null =>
  /import\s*\*\s*as\s/.test(code)
    ? null
    : new Set([
        'default',
        ...[...code.matchAll(IMPORT_NAMED)].flatMap((match) =>
          specifiers(match[1]).map(([from]) => from),
        ),
      ]);

/**
 * The modules a root runs, by static imports. Rolldown's module graph lists every module a
 * barrel re-exports, used or not; read that way, the solver (which imports two components from
 * `@mui/material`) would reach all of MUI. A barrel is therefore followed only along the names
 * its importer asks for.
 */
export const staticReach = (
  factsOf: FactsOf,
  root: string,
  onModule: (id: string) => void,
  { precise }: { precise: boolean },
) => {
  const seen = new Set<string>();
  const childOf = (barrel: string, specifier: string) => {
    const path = resolve(dirname(barrel), specifier);
    return factsOf(barrel)?.importedIds.find(
      (id) => id === path || id.startsWith(`${path}.`) || id.startsWith(`${path}/index.`),
    );
  };
  /** Whether `export * from` a child can give `name` (a barrel child may, through its own). */
  const exportsName = (id: string, name: string) => {
    const exported = factsOf(id)?.exports ?? ['*'];
    return exported.includes(name) || exported.includes('*');
  };
  const visit = (id: string, names: ReadonlySet<string> | null) => {
    const facts = factsOf(id);
    const code = facts?.code ?? '';
    // Our own barrels are followed whole: their modules have side effects as far as Rolldown
    // knows, so importing the barrel runs them all (packages like MUI declare none).
    if (precise && names && NODE_MODULES.test(id) && isBarrel(code)) {
      for (const name of names) {
        const key = `${id}#${name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        for (const match of code.matchAll(REEXPORT_NAMED)) {
          for (const [from, as] of specifiers(match[1]))
            if (as === name) {
              const child = childOf(id, match[2]);
              if (child) visit(child, new Set([from]));
            }
        }
        for (const match of code.matchAll(REEXPORT_NAMESPACE)) {
          const child = match[1] === name ? childOf(id, match[2]) : undefined;
          if (child) visit(child, null);
        }
        for (const match of code.matchAll(REEXPORT_ALL)) {
          const child = childOf(id, match[2]);
          if (!child) continue;
          if (match[1] === name) visit(child, null);
          // `export *` never passes a default on.
          else if (match[1] === undefined && name !== 'default' && exportsName(child, name))
            visit(child, new Set([name]));
        }
      }
      return;
    }
    if (seen.has(id)) return;
    seen.add(id);
    onModule(id);
    const asked = importedNames(code);
    for (const next of facts?.importedIds ?? []) visit(next, asked);
  };
  visit(root, null);
};
