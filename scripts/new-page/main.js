// `npm run new:page -- <name> <path> <endpoint> [field[:type] …] [--icon <Icon>]
// [--shortcut <letter>] [--after <menu label>] [--dry-run]` writes a custom page's folder (its
// route, its call, its page and its mock), its line in SCREENS, its texts in the catalogue and
// its API document, as docs/adding-a-resource.md ("How to add a custom page") describes.
// `--root <dir>` and `--into <dir>` work as for new:list (the throwaway page's test).
import { runGenerator } from '../new-list/folder.js';
import { FIELD_TYPES } from '../new-list/fields.js';
import { catalogueKey } from '../new-list/names.js';
import { pageCatalogueEntry, pageDocuments, pageFiles } from './templates.js';

const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

await runGenerator({
  usage:
    'Usage: npm run new:page -- <name> <path> <endpoint> [field[:type] …] [--icon <Icon>] [--shortcut <letter>] [--after <menu label>] [--dry-run]\n' +
    '  e.g. npm run new:page -- partner-totals /sales/partner_totals /admin/sales/partner_totals codes:number uses:number\n' +
    `  The fields are those of the GET's answer, shown by their labels (default: name); types: ${Object.keys(FIELD_TYPES).join(', ')} (default text).`,
  into: 'src/pages',
  // `partner-totals` → `partnerTotalsEndpoint`, `partnerTotalsCall`, `PartnerTotalsPage`.
  named: (list) => ({
    ...list,
    endpointConst: `${list.alias}Endpoint`,
    schema: `${list.alias}Schema`,
    call: `${list.alias}Call`,
    component: `${capitalise(list.alias)}Page`,
  }),
  files: pageFiles,
  documents: pageDocuments,
  catalogue: (page) => ({
    file: 'src/i18n/messages/pages.ts',
    object: 'pages',
    key: catalogueKey(page.name),
    entry: pageCatalogueEntry(page),
  }),
});
