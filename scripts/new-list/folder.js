// What `new:list` and `new:page` share: the folder written, formatted by the repository's
// Prettier settings, and its one line added to SCREENS (src/app/screens/screens.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { readList } from './names.js';

const HERE = fileURLToPath(import.meta.url);
const REPOSITORY = resolve(dirname(HERE), '../..');
const SCREENS_FILE = 'src/app/screens/screens.ts';
const SCREENS_IMPORT = /^import \{ screens as (\w+) \} from '(.+)';$/;

/** An import path in the repository's style: forward slashes, `./` or `../` first. */
const importPath = (fromFolder, file) => {
  const path = relative(fromFolder, file).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

/** SCREENS with the folder's import (in path order, as the file keeps them) and spread last. */
const withScreen = (source, alias, modulePath) => {
  const lines = source.split('\n');
  const imports = lines.flatMap((line, at) => {
    const match = SCREENS_IMPORT.exec(line);
    return match ? [{ at, alias: match[1], path: match[2] }] : [];
  });
  const start = lines.indexOf('export const SCREENS = [');
  const end = lines.findIndex((line, at) => at > start && line.startsWith('] as const'));
  if (!imports.length || start < 0 || end < 0) return { error: 'its SCREENS list was not found' };
  if (imports.some((each) => each.alias === alias) || lines.includes(`  ...${alias},`))
    return { error: `SCREENS already has '${alias}'` };
  const next = imports.find((each) => each.path > modulePath);
  lines.splice(end, 0, `  ...${alias},`);
  lines.splice(
    next ? next.at : imports.at(-1).at + 1,
    0,
    `import { screens as ${alias} } from '${modulePath}';`,
  );
  return { source: lines.join('\n') };
};

export const refuse = (message, code = 1) => {
  console.error(message);
  process.exitCode = code;
};

/**
 * Writes `<root>/<into>/<name>/` from `files(from)` (file name → source; `from(target)` is the
 * import path from the folder to a file of the repository) and adds `alias` to SCREENS. Refuses,
 * writing nothing, when the folder or the SCREENS entry exists. Returns whether it wrote.
 */
export const writeFolder = async ({ root: given, into, name, alias, files }) => {
  const root = resolve(given ?? REPOSITORY);
  const folder = join(root, into, name);
  const shown = (file) => relative(root, file).split(sep).join('/');
  if (existsSync(folder)) {
    refuse(`${shown(folder)} already exists: nothing written.`);
    return false;
  }
  const screensFile = join(root, SCREENS_FILE);
  if (!existsSync(screensFile)) {
    refuse(`${SCREENS_FILE} not found under ${root}.`);
    return false;
  }
  const screens = withScreen(
    readFileSync(screensFile, 'utf8'),
    alias,
    importPath(dirname(screensFile), join(folder, 'route')),
  );
  if (screens.error) {
    refuse(`${SCREENS_FILE}: ${screens.error}; nothing written.`);
    return false;
  }

  // The repository's Prettier settings, wherever the files go.
  const config = (await prettier.resolveConfig(HERE)) ?? {};
  const format = (source, filepath) => prettier.format(source, { ...config, filepath });
  const sources = files((target) => importPath(folder, join(root, target)));
  const formatted = await Promise.all(
    Object.entries(sources).map(async ([file, source]) => [file, await format(source, file)]),
  );
  const screensSource = await format(screens.source, screensFile);

  mkdirSync(dirname(folder), { recursive: true });
  mkdirSync(folder);
  for (const [file, source] of formatted) {
    writeFileSync(join(folder, file), source);
    console.log(`Wrote ${shown(join(folder, file))}`);
  }
  writeFileSync(screensFile, screensSource);
  console.log(`Added ...${alias} to SCREENS in ${SCREENS_FILE}`);
  return true;
};

/**
 * A generator's command line: `<name> <path> <endpoint> [field …] [--icon] [--shortcut]` (plus
 * `--root` and `--into`, default `into`), read as a list's names are, made into the folder's
 * names by `named`, written by `files`, then the catalogue entry to add printed (`texts`: the
 * catalogue's file and the entry).
 */
export const runGenerator = async ({ usage, into, named = (list) => list, files, texts }) => {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        icon: { type: 'string' },
        shortcut: { type: 'string' },
        root: { type: 'string' },
        into: { type: 'string', default: into },
      },
    });
  } catch (error) {
    return refuse(`${error.message}\n${usage}`, 2);
  }
  const [name, path, endpoint, ...fields] = args.positionals;
  const read = readList({
    name,
    path,
    endpoint,
    fields: fields.length ? fields : ['name'],
    icon: args.values.icon,
    shortcut: args.values.shortcut,
  });
  if (read.error) return refuse(`${read.error}\n${usage}`, 2);
  const folder = named(read.list);
  const wrote = await writeFolder({
    root: args.values.root,
    into: args.values.into,
    name: folder.name,
    alias: folder.alias,
    files: (from) => files(folder, from),
  });
  if (!wrote) return;
  const [catalogue, entry] = texts(folder);
  console.log(
    [
      '',
      `Now add its texts to ${catalogue}:`,
      `  ${entry}`,
      '',
      "Its fields are marked named('seed 000 §3', …): describe them under that heading of",
      'docs/specification.md, or mark a field we chose ours(…). Then, as docs/adding-a-resource.md',
      'says: npm run contract && npm run typecheck &&',
      '  npx vitest run --project unit tests/unit/registry tests/unit/contract',
    ].join('\n'),
  );
};
