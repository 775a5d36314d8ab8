/**
 * No list resource's name, path or endpoint appears in more than one non-test source
 * file outside its own folder (src/, mocks/, scripts/). What is counted:
 *
 * - the name as a whole string (`'drafts'`, `getOne('drafts')`) or an object key
 *   (`drafts: …`), except the keys of the catalogue's resource texts
 *   (src/i18n/messages/resources.ts): `resources.<name>.*` is react-admin's convention, so the
 *   name is unavoidable there, and the texts are the recipe's one allowed edit outside the folder;
 * - each path of the folder's screens (`/contests/drafts`, also as `/admin/contests/drafts`) and
 *   the endpoint, wherever they stand whole (strings and comments; `/admin/contests/:slug` is
 *   another path), except where the line or the one before names a write (POST, PUT, PATCH,
 *   DELETE): the same URL as another call (the challenge form's POST /admin/contests, the public
 *   request's POST /sales/opportunities), not the list's page or its GET.
 *
 * The import path of the registry's one line (`'../../resources/drafts/route'`) names the folder,
 * not the resource, and is not counted.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isListDeclaration, type ScreenDeclaration } from '../../../src/screen/types';

const ROOT = join(import.meta.dirname, '../../..');
const ROOTS = ['src', 'mocks', 'scripts'];
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const CATALOGUE = 'src/i18n/messages/';

const walk = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((entry) => {
    const path = `${dir}/${entry}`;
    if (path === 'mocks/public') return [];
    if (statSync(join(ROOT, path)).isDirectory()) return walk(path);
    return SOURCE.test(entry) ? [path] : [];
  });
const FILES = ROOTS.flatMap(walk).map((path) => ({
  path,
  lines: readFileSync(join(ROOT, path), 'utf8').split('\n'),
}));

const ROUTE_FILES = import.meta.glob<readonly ScreenDeclaration[]>(
  '../../../src/resources/*/route.ts',
  { eager: true, import: 'screens' },
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WRITE = /\b(POST|PUT|PATCH|DELETE)\b|\.(post|put|patch|delete)\(/;

/** The files outside `folders` where `matches` finds the token on a line that counts. */
const filesNaming = (
  folders: readonly string[],
  matches: (line: string) => boolean,
  skip: (file: string, line: string, before: string) => boolean,
) =>
  FILES.filter(({ path }) => !folders.some((folder) => path.startsWith(`${folder}/`)))
    .filter(({ path, lines }) =>
      lines.some((line, at) => matches(line) && !skip(path, line, lines[at - 1] ?? '')),
    )
    .map(({ path }) => path);

const nameMatcher = (name: string) => {
  const quoted = new RegExp(`(['"\`])${escape(name)}\\1`);
  const key = new RegExp(`^\\s*(['"]?)${escape(name)}\\1\\s*:`);
  return {
    matches: (line: string) => quoted.test(line) || key.test(line),
    skip: (file: string, line: string, _before?: string) =>
      file.startsWith(CATALOGUE) && key.test(line),
  };
};

const urlMatcher = (url: string, consolePath: boolean) => {
  const whole = new RegExp(
    `(?<![\\w./:-])${consolePath ? '(?:/admin)?' : ''}${escape(url)}(?![\\w/:.-]|\\.\\w)`,
  );
  return {
    matches: (line: string) => whole.test(line),
    skip: (_file: string, line: string, before: string) => WRITE.test(line) || WRITE.test(before),
  };
};

/** Each folder's list, with the folder and the screens of its route. */
const LISTS = Object.entries(ROUTE_FILES).flatMap(([file, screens]) =>
  screens
    .filter(isListDeclaration)
    .map((list) => ({ list, screens, folder: `src/resources/${file.split('/').at(-2)}` })),
);

/**
 * Each resource's name, paths and endpoint, with the folders they may stand in: its own, and for
 * an endpoint the folders of every list sharing it (drafts, statistics, challenge search).
 */
const RESOURCE_FACTS = LISTS.map(({ list, screens, folder }) => {
  const sharing = LISTS.filter((each) => each.list.endpoint === list.endpoint).map(
    (each) => each.folder,
  );
  return {
    folder,
    tokens: [
      { token: `name ${list.name}`, folders: [folder], ...nameMatcher(list.name) },
      ...screens.map(({ path }) => ({
        token: `path ${path}`,
        folders: [folder],
        ...urlMatcher(path, true),
      })),
      {
        token: `endpoint ${list.endpoint}`,
        folders: sharing,
        ...urlMatcher(list.endpoint, false),
      },
    ],
  };
});

/** Token → the files outside its folder(s) that name it. */
const FIGURES = Object.fromEntries(
  RESOURCE_FACTS.flatMap(({ folder, tokens }) =>
    tokens.map(({ token, folders, matches, skip }) => [
      `${folder.slice('src/resources/'.length)}: ${token}`,
      filesNaming(folders, matches, skip),
    ]),
  ),
);

describe('a list resource is named in its folder', () => {
  it('finds every resource of the registry and its screens', () => {
    expect(RESOURCE_FACTS.length).toBeGreaterThan(0);
    for (const { tokens } of RESOURCE_FACTS) expect(tokens.length).toBeGreaterThanOrEqual(3);
  });

  it('names each name, path and endpoint in at most one source file outside the folder', () => {
    const over = Object.entries(FIGURES)
      .filter(([, files]) => files.length > 1)
      .map(([token, files]) => `${token}: ${files.join(', ')}`);
    expect(over, `named outside the folder more than once:\n${over.join('\n')}`).toEqual([]);
  });

  it('counts what it should: a path written outside its folder is found', () => {
    const { matches, skip } = urlMatcher('/contests/drafts', true);
    expect(matches("navigate('/admin/contests/drafts?page=2')")).toBe(true);
    expect(matches("const x = '/contests/drafts';")).toBe(true);
    expect(matches("'/contests/drafts/:id'")).toBe(false);
    expect(matches("'/admin/contests'")).toBe(false);
    expect(skip('x.ts', "client.post('/contests/drafts')", '')).toBe(true);
    const name = nameMatcher('drafts');
    expect(name.matches("dataProvider.getList('drafts', params)")).toBe(true);
    expect(name.matches('  drafts: { name: "Drafts" },')).toBe(true);
    expect(name.matches("'draftsCount'")).toBe(false);
    expect(name.skip(`${CATALOGUE}resources.ts`, '  drafts: {', '')).toBe(true);
    expect(name.skip('src/ui/x.ts', '  drafts: {', '')).toBe(false);
  });
});
