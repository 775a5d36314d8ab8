// The files of a list's folder, as docs/adding-a-resource.md writes them (step 1), its API
// document and the texts of its catalogue entry (step 3). `from(target)` is the import path from
// the folder to a file of the repository (`src/screen/types`), so a folder made elsewhere (the
// throwaway list of tests/unit/registry) imports the same modules. Each field's type
// (./fields.js) decides its schema, its cell, its alignment and its mock value.
import { uniqueSorted } from './fields.js';
import { catalogueKey, label } from './names.js';

const route = (list, from) => `import { defineList } from '${from('src/screen/types')}';

export const ${list.route} = defineList({
  name: '${list.name}',
  path: '${list.path}',
  endpoint: '${list.endpoint}',
  heading: 'h5',
${list.shortcut ? `  shortcut: '${list.shortcut}',\n` : ''}${list.icon ? `  icon: '${list.icon}',\n` : ''}  exportName: '${list.name}',
  load: () => import('./List'),
  schema: () => import('./schema'),
});

export const screens = [${list.route}] as const;
`;

/** `import { a, b } from '…';` of the builders the fields use. */
const builders = (fields, from, also = []) =>
  `import { ${uniqueSorted([...also, ...fields.map((field) => field.builder)]).join(', ')} } from '${from('src/contract/variants')}';`;

/** A field's schema, marked as named by the list's API document. */
const fieldSchema = (list, field) => `named('${list.document}', ${field.builder}())`;

const schema = (list, from) => `import * as z from 'zod/mini';
import { named } from '${from('src/contract/marks')}';
${builders(list.fields, from, ['num'])}
import type { ResourceShapes } from '${from('src/screen/types')}';

/** The rows of GET ${list.endpoint}, named by ${list.document}. */
export const ${list.rowSchema} = z.object({
  id: named('${list.document}', num()),
${list.fields.map((field) => `  ${field.name}: ${fieldSchema(list, field)},\n`).join('')}});
export type ${list.rowType} = z.infer<typeof ${list.rowSchema}>;

export const shapes = {
  row: ${list.rowSchema},
  summary: '${list.title}',
} satisfies ResourceShapes;
`;

/** The first column, usually the name, is wider: shares 3 : 2 : 2 …, as the recipe's 60% / 40%. */
const widths = (count) => {
  const unit = 100 / (3 + 2 * (count - 1));
  const rest = Array.from({ length: count - 1 }, () => Math.round(2 * unit));
  return [100 - rest.reduce((sum, width) => sum + width, 0), ...rest];
};

/** What a field's cell shows, from `row`. */
const cellOf = (field) => {
  const value = `row.${field.name}`;
  if (field.format) return `${field.format}(${value})`;
  if (field.link) return `linkTo(${value}, ${value})`;
  if (field.yesNo) return `${value} ? yes : no`;
  return value;
};

/** A boolean column says Yes or No from the catalogue: the columns are then made by a hook. */
const hasYesNo = (list) => list.fields.some((field) => field.yesNo);

const columns = (list, from) => {
  const width = widths(list.fields.length);
  const formats = uniqueSorted(list.fields.flatMap((field) => field.format ?? []));
  const entries = list.fields
    .map(
      (field, at) =>
        `  { id: '${field.name}', width: '${width[at]}%', ${field.right ? "align: 'right', " : ''}cell: (row) => ${cellOf(field)}, csv: (row) => row.${field.name} },\n`,
    )
    .join('');
  const imports = [
    ...(hasYesNo(list)
      ? ["import { useMemo } from 'react';", "import { useTranslate } from 'react-admin';"]
      : []),
    ...(formats.length
      ? [`import { ${formats.join(', ')} } from '${from('src/ui/format')}';`]
      : []),
    `import type { ColumnSpec } from '${from('src/ui/list')}';`,
    ...(list.fields.some((field) => field.link)
      ? [`import { linkTo } from '${from('src/ui/list/cells')}';`]
      : []),
    `import type { ${list.rowType} } from './schema';`,
  ].join('\n');
  if (!hasYesNo(list))
    return `${imports}

export const ${list.columns}: ColumnSpec<${list.rowType}>[] = [
${entries}];
`;
  return `${imports}

export const ${list.columns} = (yes: string, no: string): ColumnSpec<${list.rowType}>[] => [
${entries}];

export const ${list.columnsHook} = () => {
  const translate = useTranslate();
  return useMemo(() => ${list.columns}(translate('app.yes'), translate('app.no')), [translate]);
};
`;
};

const listPage = (list, from) =>
  hasYesNo(list)
    ? `import type { ListRow } from '${from('src/providers/resources')}';
import { ResourceList } from '${from('src/ui/list')}';
import { ${list.columnsHook} } from './columns';
import { ${list.route} } from './route';

const ${list.component} = () => (
  <ResourceList<ListRow<typeof ${list.route}>>
    resource={${list.route}.name}
    columns={${list.columnsHook}()}
    exportName={${list.route}.exportName}
  />
);

export default ${list.component};
`
    : `import type { ListRow } from '${from('src/providers/resources')}';
import { ResourceList } from '${from('src/ui/list')}';
import { ${list.columns} } from './columns';
import { ${list.route} } from './route';

const ${list.component} = () => (
  <ResourceList<ListRow<typeof ${list.route}>>
    resource={${list.route}.name}
    columns={${list.columns}}
    exportName={${list.route}.exportName}
  />
);

export default ${list.component};
`;

/** The mock's search: its text fields (the id when it has none). */
const searched = (list) => {
  const fields = list.fields.filter((field) => field.search);
  return fields.length ? fields.map((field) => `row.${field.name}`).join(', ') : 'String(row.id)';
};

/** The seeder's arguments the fields' values use. */
const seederArguments = (list) => {
  const sources = list.fields
    .map((field) => field.seed(field.name, list, '${index + 1}'))
    .join(' ');
  const used = ['rng', 'now'].filter((name) => new RegExp(`\\b${name}\\b`).test(sources));
  return used.length ? `({ ${used.join(', ')} })` : '()';
};

const mock = (list, from) => `import { defineTable } from '${from('mocks/db/database')}';
import { defineMock } from '${from('mocks/resourceMock')}';
import { matchesSearch, paginated, readPage } from '${from('mocks/respond')}';
import { ${list.route} } from './route';
import type { ${list.rowType} } from './schema';

/** The seeded table, when the data is new to the mock. */
export const ${list.table} = defineTable<${list.rowType}>(${list.route}.name, ${seederArguments(list)} =>
  Array.from({ length: 40 }, (_, index) => ({
    id: index + 1,
${list.fields.map((field) => `    ${field.name}: ${field.seed(field.name, list, '${index + 1}')},\n`).join('')}  })),
);

export const mock = defineMock(${list.route}, {
  list: ({ query }) =>
    paginated(
      ${list.table}().filter((row) => matchesSearch(query.get('search'), ${searched(list)})),
      readPage(query),
    ),
  menu: ${menuOf(list)},
});
`;

/** Its link in the default server menu: after the entry `--after` names, else before the external links. */
export const menuOf = (list) =>
  `{ label: '${list.title}'${list.after ? `, after: '${list.after.replace(/'/g, "\\'")}'` : ''} }`;

/** The API document that names its fields (their marks say `named('docs/api/<name>.md', …)`). */
export const apiDocument = (item, call, answer) => `# ${item.title}

\`GET ${item.endpoint}${call}\`: not covered by the seeds, so this document names its fields, as
the seeds name theirs. Say here what the server means by each; the schema's marks point here.

${answer}

| Field | Type |
| ----- | ---- |
${item.fields.map((field) => `| \`${field.name}\` | ${field.doc} |`).join('\n')}
`;

const document = (list) =>
  apiDocument(
    list,
    '?page&limit&search',
    'Answers one page of rows, `{ "data": [ … ], "meta": { "pagination": { "currentCount", "totalCount" } } }` (CONTRACT §5); each row has its `id` (a number) and:',
  );

/** The folder's files by name, unformatted (the generator runs Prettier over them). */
export const listFiles = (list, from) => ({
  'route.ts': route(list, from),
  'schema.ts': schema(list, from),
  'columns.tsx': columns(list, from),
  'List.tsx': listPage(list, from),
  'mock.ts': mock(list, from),
});

/** The files it writes outside its folder, by path in the repository. */
export const listDocuments = (list) => ({ [list.document]: document(list) });

/** Its entry of `resources` in src/i18n/messages/resources.ts: the title and column headers. */
export const catalogueEntry = (list) =>
  `${catalogueKey(list.name)}: { name: '${list.title}', fields: { ${list.fields
    .map((field) => `${field.name}: '${label(field.name)}'`)
    .join(', ')} } },`;
