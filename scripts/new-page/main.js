// `npm run new:page -- <name> <path> <endpoint> [field …] [--icon <Icon>] [--shortcut <letter>]`
// writes a custom page's folder (its route, its call, its page and its mock) and its line in
// SCREENS as docs/adding-a-resource.md ("How to add a custom page") describes, and prints the
// catalogue's texts to add. `--root <dir>` and `--into <dir>` work as for new:list (the
// throwaway page's test).
import { runGenerator } from '../new-list/folder.js';
import { pageCatalogueEntry, pageFiles } from './templates.js';

const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

await runGenerator({
  usage:
    'Usage: npm run new:page -- <name> <path> <endpoint> [field …] [--icon <Icon>] [--shortcut <letter>]\n' +
    '  e.g. npm run new:page -- referral-totals /students/referrals /admin/solvers/referrals/totals invited joined\n' +
    "  The fields are those of the GET's answer, shown by their labels (default: name).",
  into: 'src/pages',
  // `referral-totals` → `referralTotalsEndpoint`, `referralTotalsCall`, `ReferralTotalsPage`.
  named: (list) => ({
    ...list,
    endpointConst: `${list.alias}Endpoint`,
    schema: `${list.alias}Schema`,
    call: `${list.alias}Call`,
    component: `${capitalise(list.alias)}Page`,
  }),
  files: pageFiles,
  texts: (page) => ['`pages` in src/i18n/messages/pages.ts', pageCatalogueEntry(page)],
});
