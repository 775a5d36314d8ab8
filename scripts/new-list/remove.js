// `npm run new:remove -- <name>` takes a list or page made by `new:list` / `new:page` back out:
// its folder, its API document, its line in SCREENS and its texts in the catalogue, then
// refreshes the contract's documents. An icon it added stays in the table (another screen may
// name it). `--root <dir>` works on another copy of the repository.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatter,
  refreshContract,
  refuse,
  REPOSITORY,
  SCREENS_FILE,
  withoutEntry,
  withoutScreen,
} from './folder.js';
import { camel, catalogueKey } from './names.js';

const USAGE = 'Usage: npm run new:remove -- <name>   (a list or page made by new:list or new:page)';
const KINDS = [
  { folder: 'src/resources', catalogue: 'src/i18n/messages/resources.ts', object: 'resources' },
  { folder: 'src/pages', catalogue: 'src/i18n/messages/pages.ts', object: 'pages' },
];

const run = async () => {
  let args;
  try {
    args = parseArgs({ allowPositionals: true, options: { root: { type: 'string' } } });
  } catch (error) {
    return refuse(`${error.message}\n${USAGE}`, 2);
  }
  const [name, ...rest] = args.positionals;
  if (!name || rest.length) return refuse(USAGE, 2);
  const root = resolve(args.values.root ?? REPOSITORY);
  const kind = KINDS.find((each) => existsSync(join(root, each.folder, name)));
  const document = `docs/api/${name}.md`;
  if (!kind) return refuse(`No src/resources/${name} or src/pages/${name}: nothing removed.`);
  // The API document is the generator's mark: a seed's folder has none, and stays.
  if (!existsSync(join(root, document)))
    return refuse(
      `${kind.folder}/${name} was not made by the generators (no ${document}): nothing removed.`,
    );

  const format = await formatter();
  const edit = async (file, change) => {
    const path = join(root, file);
    const before = readFileSync(path, 'utf8');
    const after = await format(change(before), path);
    if (after === before) return;
    writeFileSync(path, after);
    console.log(`Edited ${file}`);
  };
  await edit(SCREENS_FILE, (source) => withoutScreen(source, camel(name)));
  await edit(kind.catalogue, (source) => withoutEntry(source, kind.object, catalogueKey(name)));
  rmSync(join(root, kind.folder, name), { recursive: true });
  console.log(`Removed ${kind.folder}/${name}/`);
  rmSync(join(root, document));
  console.log(`Removed ${document}`);
  refreshContract(root);
};

await run();
