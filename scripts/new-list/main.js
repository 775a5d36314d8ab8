// `npm run new:list -- <name> <path> <endpoint> [field[:type] …] [--icon <Icon>]
// [--shortcut <letter>] [--after <menu label>] [--dry-run]` writes a list's folder, its line in
// SCREENS, its texts in the catalogue and its API document, as docs/adding-a-resource.md
// describes. `--root <dir>` writes into another copy of the repository and `--into <dir>` puts
// the folder elsewhere than src/resources (the throwaway list's test).
import { runGenerator } from './folder.js';
import { FIELD_TYPES } from './fields.js';
import { catalogueEntry, listDocuments, listFiles } from './templates.js';
import { catalogueKey } from './names.js';

await runGenerator({
  usage:
    'Usage: npm run new:list -- <name> <path> <endpoint> [field[:type] …] [--icon <Icon>] [--shortcut <letter>] [--after <menu label>] [--dry-run]\n' +
    '  e.g. npm run new:list -- companies /companies/list /admin/companies name industry employees:number --icon Business\n' +
    `  The fields are the columns besides id (default: name); types: ${Object.keys(FIELD_TYPES).join(', ')} (default text).`,
  into: 'src/resources',
  files: listFiles,
  documents: listDocuments,
  catalogue: (list) => ({
    file: 'src/i18n/messages/resources.ts',
    object: 'resources',
    key: catalogueKey(list.name),
    entry: catalogueEntry(list),
  }),
});
