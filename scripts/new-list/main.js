// `npm run new:list -- <name> <path> <endpoint> [field …] [--icon <Icon>] [--shortcut <letter>]`
// writes a list's folder and its line in SCREENS as docs/adding-a-resource.md describes, and
// prints the catalogue's texts to add. `--root <dir>` writes into another copy of the repository
// and `--into <dir>` puts the folder elsewhere than src/resources (the throwaway list's test).
import { runGenerator } from './folder.js';
import { catalogueEntry, listFiles } from './templates.js';

await runGenerator({
  usage:
    'Usage: npm run new:list -- <name> <path> <endpoint> [field …] [--icon <Icon>] [--shortcut <letter>]\n' +
    '  e.g. npm run new:list -- companies /companies/list /admin/companies name industry --icon Business\n' +
    '  The fields are the columns besides id (default: name).',
  into: 'src/resources',
  files: listFiles,
  texts: (list) => ['`resources` in src/i18n/messages/resources.ts', catalogueEntry(list)],
});
