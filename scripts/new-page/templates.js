// The files of a custom page's folder, as docs/adding-a-resource.md ("How to add a custom
// page") writes them, and the texts of its catalogue entry. `from(target)` is the import path from the folder
// to a file of the repository, so a folder made elsewhere (the throwaway page of
// tests/unit/registry) imports the same modules.
import { uniqueSorted } from '../new-list/fields.js';
import { catalogueKey, label } from '../new-list/names.js';
import { apiDocument, menuOf } from '../new-list/templates.js';

const route = (page, from) => `import type { ScreenDeclaration } from '${from('src/screen/types')}';

/** GET ${page.endpoint}: the page's one call (./calls.ts), sent by the entry with its code. */
export const ${page.endpointConst} = '${page.endpoint}';

export const screens = [
  {
    path: '${page.path}',
    titleKey: 'app.pages.${page.name}.title',
    heading: 'h5',
    breadcrumbs: true,
${page.shortcut ? `    shortcut: '${page.shortcut}',\n` : ''}${page.icon ? `    icon: '${page.icon}',\n` : ''}    load: () => import('./index'),
    firstRequests: () => [{ path: ${page.endpointConst} }],
  },
] as const satisfies readonly ScreenDeclaration[];
`;

const calls = (page, from) => `import * as z from 'zod/mini';
import type { ContractCall } from '${from('src/contract/call')}';
import { named } from '${from('src/contract/marks')}';
import { ${uniqueSorted(page.fields.map((field) => field.builder)).join(', ')} } from '${from('src/contract/variants')}';
import { ${page.endpointConst} } from './route';

/** The answer of GET ${page.endpoint}, named by ${page.document}. */
export const ${page.schema} = z.object({
${page.fields.map((field) => `  ${field.name}: named('${page.document}', ${field.builder}()),\n`).join('')}});

export const ${page.call} = {
  method: 'GET',
  path: ${page.endpointConst},
  summary: '${page.title}',
  answer: ${page.schema},
} as const satisfies ContractCall;

/** The page's calls, for the contract's tables, docs and check (src/contract-tools/calls.ts finds them). */
export const calls = [${page.call}];
`;

/** The formatters of src/ui/format.ts the page's fields use. */
const formatters = (page) =>
  uniqueSorted(page.fields.flatMap((field) => field.format ?? (field.yesNo ? [] : ['formatText'])));

/** How the page shows a field: its type's formatter (src/ui/format.ts), Yes / No, or the text. */
const showOf = (field) => {
  if (field.format) return `(value) => ${field.format}(value)`;
  if (field.yesNo) return "(value, translate) => translate(value ? 'app.yes' : 'app.no')";
  return '(value) => formatText(value)';
};

const index = (page, from) => `import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate, type TranslateFunction } from 'react-admin';
import { callName } from '${from('src/contract/call')}';
import type { AppDataProvider } from '${from('src/providers/dataProvider')}';
import { ${formatters(page).join(', ')} } from '${from('src/ui/format')}';
import { RetryAlert } from '${from('src/ui/RetryAlert')}';
import { ${page.call} } from './calls';
import { screens } from './route';

const [{ path, titleKey }] = screens;
const FIELDS = [${page.fields.map((field) => `'${field.name}'`).join(', ')}] as const;

/** How each field shows, by its type. */
const SHOW: Record<(typeof FIELDS)[number], (value: unknown, translate: TranslateFunction) => string> = {
${page.fields.map((field) => `  ${field.name}: ${showOf(field)},\n`).join('')}};

/**
 * ${page.title} (${page.path}): the answer of GET ${page.endpoint},
 * field by field.
 */
const ${page.component} = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => dataProvider.read(${page.call}, { signal }),
  });
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate(titleKey)} />
      <Typography variant="h5" component="h1">
        {translate(titleKey)}
      </Typography>
      {error ? (
        <RetryAlert onRetry={() => refetch()} failure={{ call: callName(${page.call}), error }}>
          {translate('app.pages.${page.name}.load_failed')}
        </RetryAlert>
      ) : isPending ? (
        <Typography role="status">{translate('app.loading')}</Typography>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
          {FIELDS.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {translate(\`app.pages.${page.name}.fields.\${field}\`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {SHOW[field](data[field], translate)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
};

export default ${page.component};
`;

/** The seed's values for the answer, and what they need (a seeded generator, today). */
const answerOf = (page) => {
  const values = page.fields.map((field) => [field.name, field.seed(field.name, page, '1')]);
  const sources = values.map(([, value]) => value).join(' ');
  const uses = (name) => new RegExp(`\\b${name}\\b`).test(sources);
  return { values, rng: uses('rng'), now: uses('now') };
};

const mock = (page, from) => {
  const answer = answerOf(page);
  return `${answer.rng ? `import { createRng } from '${from('mocks/db/random')}';\n` : ''}import { definePageMock } from '${from('mocks/resourceMock')}';
import { ok } from '${from('mocks/respond')}';
import { api } from '${from('mocks/route')}';
import { ${page.call} } from './calls';
import { screens } from './route';
${answer.rng ? `\nconst rng = createRng('${page.name}');\n` : ''}${answer.now ? 'const now = new Date();\n' : ''}
/** The answer, made once: every load shows the same figures. */
const answer = {
${answer.values.map(([name, value]) => `  ${name}: ${value},\n`).join('')}};

export const mock = definePageMock(screens[0], {
  handlers: [api.get(${page.call}.path, () => ok(answer))],
  menu: ${menuOf(page)},
});
`;
};

/** The folder's files by name, unformatted (the generator runs Prettier over them). */
export const pageFiles = (page, from) => ({
  'route.ts': route(page, from),
  'calls.ts': calls(page, from),
  'index.tsx': index(page, from),
  'mock.ts': mock(page, from),
});

/** The files it writes outside its folder: its API document. */
export const pageDocuments = (page) => ({
  [page.document]: apiDocument(
    page,
    '',
    'Answers `{ "data": { … } }` (CONTRACT §5), whose fields are:',
  ),
});

/** Its entry of \`pages\` in src/i18n/messages/pages.ts: the title, the failure, the labels. */
export const pageCatalogueEntry = (page) =>
  `${catalogueKey(page.name)}: { title: '${page.title}', load_failed: '${page.title} could not be loaded.', fields: { ${page.fields
    .map((field) => `${field.name}: '${label(field.name)}'`)
    .join(', ')} } },`;
