// What `new:list` and `new:page` share: the name refused when it is taken, before anything is
// written; the folder and the API document written and formatted by the repository's Prettier
// settings; its line added to SCREENS (src/app/screens/screens.ts), its texts to the catalogue
// and its icon to the icon table when Material has it. `--dry-run` prints all of it instead.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { readList } from './names.js';

const HERE = fileURLToPath(import.meta.url);
export const REPOSITORY = resolve(dirname(HERE), '../..');
export const SCREENS_FILE = 'src/app/screens/screens.ts';
export const ICONS_FILE = 'src/layout/menu/menuIcons.tsx';
export const ICON_NAMES_FILE = 'src/screen/icons.ts';
/** Where a folder of that name would clash: a list, a page, a throwaway of the tests. */
const FOLDERS = ['src/resources', 'src/pages', 'tests/unit/registry'];
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

/** SCREENS without the folder's import and spread (`npm run new:remove`). */
export const withoutScreen = (source, alias) =>
  source
    .split('\n')
    .filter((line) => SCREENS_IMPORT.exec(line)?.[1] !== alias && line !== `  ...${alias},`)
    .join('\n');

/** The start of a catalogue object (`export const pages: … = {`), by its name. */
const objectStart = (lines, object) =>
  lines.findIndex((line) => line.startsWith(`export const ${object}`));

/** The line of the entry of that key in the catalogue's `object` (as Prettier writes keys), or -1. */
const entryLine = (lines, object, key) => {
  const start = objectStart(lines, object);
  return start < 0
    ? -1
    : lines.findIndex((line, at) => at > start && line.startsWith(`  ${key}: `));
};

/** Whether the catalogue's `object` has an entry of that key. */
export const hasEntry = (source, object, key) => entryLine(source.split('\n'), object, key) >= 0;

/** The catalogue with one more entry at the end of `object`. */
const withEntry = (source, object, entry) => {
  const lines = source.split('\n');
  const start = objectStart(lines, object);
  if (start < 0) return { error: `no '${object}' object was found` };
  // `= {};`: the object is empty, on its declaration's last line.
  const empty = lines.findIndex((line, at) => at >= start && line.endsWith('= {};'));
  const end = lines.findIndex((line, at) => at > start && line === '};');
  if (empty >= 0 && (end < 0 || empty < end)) {
    lines.splice(empty, 1, lines[empty].replace(/\{\};$/, '{'), `  ${entry}`, '};');
  } else if (end >= 0) lines.splice(end, 0, `  ${entry}`);
  else return { error: `the end of '${object}' was not found` };
  return { source: lines.join('\n') };
};

/** The catalogue without the entry of that key in `object` (its lines, as Prettier wrote them). */
export const withoutEntry = (source, object, key) => {
  const lines = source.split('\n');
  const start = entryLine(lines, object, key);
  if (start < 0) return source;
  const end = lines[start].endsWith('},')
    ? start
    : lines.findIndex((line, at) => at > start && line === '  },');
  lines.splice(start, end - start + 1);
  return lines.join('\n');
};

/** The icon names of src/screen/icons.ts. */
const iconNames = (source) => [...source.matchAll(/^\s*\| '(\w+)'/gm)].map((match) => match[1]);

/** Whether Material Icons has an icon of that name (in the repository's node_modules). */
const materialHas = (icon) => {
  try {
    createRequire(join(REPOSITORY, 'package.json')).resolve(`@mui/icons-material/${icon}`);
    return true;
  } catch {
    return false;
  }
};

/** The icon table and the names' type with one more Material icon. */
const withIcon = (icons, names, icon) => {
  const lines = icons.split('\n');
  const imports = lines.flatMap((line, at) =>
    /^import \w+Icon from '@mui\/icons-material\/(\w+)';$/.test(line) ? [at] : [],
  );
  const start = lines.indexOf('const ICONS: Record<IconName, SvgIconComponent> = {');
  const end = lines.findIndex((line, at) => at > start && line === '};');
  if (!imports.length || start < 0 || end < 0) return { error: 'its ICONS table was not found' };
  const entries = lines.slice(start + 1, end);
  const entryAt = entries.findIndex((line) => line.trim() > `${icon}:`);
  lines.splice(start + 1 + (entryAt < 0 ? entries.length : entryAt), 0, `  ${icon}: ${icon}Icon,`);
  const importLine = `import ${icon}Icon from '@mui/icons-material/${icon}';`;
  const importAt = imports.find((at) => lines[at] > importLine);
  lines.splice(importAt ?? imports.at(-1) + 1, 0, importLine);
  const known = iconNames(names);
  const type = names.replace(
    /export type IconName =[^;]*;/,
    `export type IconName =\n${[...known, icon]
      .sort()
      .map((name) => `  | '${name}'`)
      .join('\n')};`,
  );
  return { icons: lines.join('\n'), names: type };
};

export const refuse = (message, code = 1) => {
  console.error(message);
  process.exitCode = code;
};

/** The repository's Prettier settings, wherever the files go. */
export const formatter = async () => {
  const config = (await prettier.resolveConfig(HERE)) ?? {};
  return (source, filepath) => prettier.format(source, { ...config, filepath });
};

/**
 * Refreshes docs/openapi.json and docs/contract.md (`npm run contract`) when the repository
 * can run it; else says to.
 */
export const refreshContract = (root) => {
  if (!existsSync(join(root, 'node_modules/.bin/vitest'))) {
    console.log('Then run: npm run contract (docs/openapi.json, docs/contract.md)');
    return;
  }
  console.log('Refreshing docs/openapi.json and docs/contract.md (npm run contract)…');
  const run = spawnSync('npm', ['run', '--silent', 'contract'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (run.status !== 0) refuse(`npm run contract failed:\n${run.stdout}${run.stderr}`);
};

/**
 * Writes `<root>/<into>/<name>/` from `files(from)` (file name → source; `from(target)` is the
 * import path from the folder to a file of the repository), `documents` (path → source), adds
 * `alias` to SCREENS, `entry` to the catalogue's `object` in `catalogue` and the icon to the
 * icon table. Refuses, writing nothing, when the name is taken anywhere or the icon is unknown.
 * Returns whether it wrote (or, with `dryRun`, would write).
 */
export const writeFolder = async ({
  root: given,
  into,
  name,
  alias,
  icon,
  files,
  documents,
  catalogue,
  dryRun,
}) => {
  const root = resolve(given ?? REPOSITORY);
  const folder = join(root, into, name);
  const shown = (file) => relative(root, file).split(sep).join('/');
  const read = (file) => readFileSync(join(root, file), 'utf8');
  for (const file of [SCREENS_FILE, catalogue.file, ICONS_FILE, ICON_NAMES_FILE])
    if (!existsSync(join(root, file))) {
      refuse(`${file} not found under ${root}.`);
      return false;
    }

  // The name is taken: a folder, a SCREENS entry, a catalogue entry or an API document has it.
  const taken = [
    ...new Set([into, ...FOLDERS].map((parent) => join(root, parent, name))),
    ...Object.keys(documents).map((file) => join(root, file)),
  ].filter((path) => existsSync(path));
  if (taken.length) {
    refuse(`'${name}' is taken: ${taken.map(shown).join(', ')} exists. Nothing written.`);
    return false;
  }
  const screens = withScreen(
    read(SCREENS_FILE),
    alias,
    importPath(dirname(join(root, SCREENS_FILE)), join(folder, 'route')),
  );
  if (screens.error) {
    refuse(`'${name}' is taken: ${SCREENS_FILE}: ${screens.error}. Nothing written.`);
    return false;
  }
  const catalogueSource = read(catalogue.file);
  if (hasEntry(catalogueSource, catalogue.object, catalogue.key)) {
    refuse(`'${name}' is taken: ${catalogue.file} has its texts. Nothing written.`);
    return false;
  }
  const texts = withEntry(catalogueSource, catalogue.object, catalogue.entry);
  if (texts.error) {
    refuse(`${catalogue.file}: ${texts.error}; nothing written.`);
    return false;
  }

  const edits = { [SCREENS_FILE]: screens.source, [catalogue.file]: texts.source };
  const known = iconNames(read(ICON_NAMES_FILE));
  if (icon && !known.includes(icon)) {
    if (!materialHas(icon)) {
      refuse(
        `'${icon}' is no Material icon (@mui/icons-material). The icon table has: ${known.join(', ')}. Nothing written.`,
      );
      return false;
    }
    const added = withIcon(read(ICONS_FILE), read(ICON_NAMES_FILE), icon);
    if (added.error) {
      refuse(`${ICONS_FILE}: ${added.error}; nothing written.`);
      return false;
    }
    edits[ICONS_FILE] = added.icons;
    edits[ICON_NAMES_FILE] = added.names;
  }

  const format = await formatter();
  const sources = files((target) => importPath(folder, join(root, target)));
  const written = [
    ...Object.entries(sources).map(([file, source]) => [join(folder, file), source]),
    ...Object.entries(documents).map(([file, source]) => [join(root, file), source]),
    ...Object.entries(edits).map(([file, source]) => [join(root, file), source]),
  ];
  const formatted = await Promise.all(
    written.map(async ([file, source]) => [file, await format(source, file)]),
  );

  if (dryRun) {
    for (const [file, source] of formatted) {
      const edited = Object.hasOwn(edits, shown(file));
      if (!edited) {
        console.log(`Would write ${shown(file)}:\n${source}`);
        continue;
      }
      const before = new Set(read(shown(file)).split('\n'));
      const added = source.split('\n').filter((line) => !before.has(line));
      console.log(`Would add to ${shown(file)}:\n${added.join('\n')}\n`);
    }
    return true;
  }
  mkdirSync(folder, { recursive: true });
  for (const [file, source] of formatted) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    console.log(`${Object.hasOwn(edits, shown(file)) ? 'Edited' : 'Wrote'} ${shown(file)}`);
  }
  return true;
};

/**
 * A generator's command line: `<name> <path> <endpoint> [field[:type] …] [--icon] [--shortcut]
 * [--after] [--dry-run]` (plus `--root` and `--into`, default `into`), read as a list's names
 * are, made into the folder's names by `named`, written by `files` and `documents`, its texts
 * `catalogue(item)` (the file, the object and the entry).
 */
export const runGenerator = async ({
  usage,
  into,
  named = (list) => list,
  files,
  documents,
  catalogue,
}) => {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        icon: { type: 'string' },
        shortcut: { type: 'string' },
        after: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
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
  const item = named({ ...read.list, after: args.values.after });
  const dryRun = args.values['dry-run'];
  const root = resolve(args.values.root ?? REPOSITORY);
  const wrote = await writeFolder({
    root,
    into: args.values.into,
    name: item.name,
    alias: item.alias,
    icon: item.icon,
    files: (from) => files(item, from),
    documents: documents(item),
    catalogue: catalogue(item),
    dryRun,
  });
  if (!wrote) return;
  const section = item.path.split('/').filter(Boolean)[0];
  console.log(
    [
      '',
      `Its menu link (the mock's default menu): under the /${section} section, ${
        item.after
          ? `after '${item.after}' (the end when no child has that label)`
          : "before the section's links out of the console (--after <label> places it after another)"
      }.`,
      `Its fields are named by ${item.document}: say there what the server means by each.`,
    ].join('\n'),
  );
  if (dryRun) return console.log('Dry run: nothing written.');
  refreshContract(root);
  console.log(
    'Check: npm run typecheck && npx vitest run --project unit tests/unit/registry tests/unit/contract',
  );
};
