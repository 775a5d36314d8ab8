// `npm run new:list -- <name> <path> <endpoint> [field …] [--icon <Icon>] [--shortcut <letter>]`
// writes a list's folder and its line in SCREENS as docs/adding-a-resource.md describes, and
// prints the catalogue's texts to add. `--root <dir>` writes into another copy of the repository
// and `--into <dir>` puts the folder elsewhere than src/resources (the throwaway list's test).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { readList } from './names.js';
import { catalogueEntry, listFiles } from './templates.js';

const HERE = fileURLToPath(import.meta.url);
const REPOSITORY = resolve(dirname(HERE), '../..');
const SCREENS_FILE = 'src/app/screens/screens.ts';
const USAGE =
  'Usage: npm run new:list -- <name> <path> <endpoint> [field …] [--icon <Icon>] [--shortcut <letter>]\n' +
  '  e.g. npm run new:list -- companies /companies/list /admin/companies name industry --icon Business\n' +
  '  The fields are the columns besides id (default: name).';

const SCREENS_IMPORT = /^import \{ screens as (\w+) \} from '(.+)';$/;

/** An import path in the repository's style: forward slashes, `./` or `../` first. */
const importPath = (fromFolder, file) => {
  const path = relative(fromFolder, file).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

/** SCREENS with the list's import (in path order, as the file keeps them) and spread last. */
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

const refuse = (message, code = 1) => {
  console.error(message);
  process.exitCode = code;
};

const main = async () => {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        icon: { type: 'string' },
        shortcut: { type: 'string' },
        root: { type: 'string' },
        into: { type: 'string', default: 'src/resources' },
      },
    });
  } catch (error) {
    return refuse(`${error.message}\n${USAGE}`, 2);
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
  if (read.error) return refuse(`${read.error}\n${USAGE}`, 2);
  const { list } = read;

  const root = resolve(args.values.root ?? REPOSITORY);
  const folder = join(root, args.values.into, list.name);
  const shown = (file) => relative(root, file).split(sep).join('/');
  if (existsSync(folder)) return refuse(`${shown(folder)} already exists: nothing written.`);
  const screensFile = join(root, SCREENS_FILE);
  if (!existsSync(screensFile)) return refuse(`${SCREENS_FILE} not found under ${root}.`);
  const screens = withScreen(
    readFileSync(screensFile, 'utf8'),
    list.alias,
    importPath(dirname(screensFile), join(folder, 'route')),
  );
  if (screens.error) return refuse(`${SCREENS_FILE}: ${screens.error}; nothing written.`);

  // The repository's Prettier settings, wherever the files go.
  const config = (await prettier.resolveConfig(HERE)) ?? {};
  const format = (source, filepath) => prettier.format(source, { ...config, filepath });
  const files = listFiles(list, (target) => importPath(folder, join(root, target)));
  const formatted = await Promise.all(
    Object.entries(files).map(async ([file, source]) => [file, await format(source, file)]),
  );
  const screensSource = await format(screens.source, screensFile);

  mkdirSync(dirname(folder), { recursive: true });
  mkdirSync(folder);
  for (const [file, source] of formatted) {
    writeFileSync(join(folder, file), source);
    console.log(`Wrote ${shown(join(folder, file))}`);
  }
  writeFileSync(screensFile, screensSource);
  console.log(`Added ...${list.alias} to SCREENS in ${SCREENS_FILE}`);
  console.log(
    [
      '',
      'Now add its texts to `resources` in src/i18n/messages/resources.ts:',
      `  ${catalogueEntry(list)}`,
      '',
      "Its fields are marked named('seed 000 §3', …): describe them under that heading of",
      'docs/specification.md, or mark a field we chose ours(…). Then, as docs/adding-a-resource.md',
      'says: npm run contract && npm run typecheck &&',
      '  npx vitest run --project unit tests/unit/registry tests/unit/contract',
    ].join('\n'),
  );
};

await main();
