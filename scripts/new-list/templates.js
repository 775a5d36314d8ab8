// The files of a list's folder, as docs/adding-a-resource.md writes them (step 1), and the texts
// of its catalogue entry (step 3). `from(target)` is the import path from the folder to a file
// of the repository (`src/screen/types`), so a folder made elsewhere (the throwaway list of
// tests/unit/registry) imports the same modules.
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

const schema = (list, from) => `import * as z from 'zod/mini';
import { named } from '${from('src/contract/marks')}';
import { num, text } from '${from('src/contract/variants')}';
import type { ResourceShapes } from '${from('src/screen/types')}';

export const ${list.rowSchema} = z.object({
  id: named('seed 000 §3', num()),
${list.fields.map((field) => `  ${field}: named('seed 000 §3', text()),\n`).join('')}});
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

const columns = (list, from) => {
  const width = widths(list.fields.length);
  return `import type { ColumnSpec } from '${from('src/ui/list')}';
import type { ${list.rowType} } from './schema';

export const ${list.columns}: ColumnSpec<${list.rowType}>[] = [
${list.fields
  .map(
    (field, at) =>
      `  { id: '${field}', width: '${width[at]}%', cell: (row) => row.${field}, csv: (row) => row.${field} },\n`,
  )
  .join('')}];
`;
};

const listPage = (list, from) => `import type { ListRow } from '${from('src/providers/resources')}';
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

const mock = (list, from) => `import { defineTable } from '${from('mocks/db/database')}';
import { defineMock } from '${from('mocks/resourceMock')}';
import { matchesSearch, paginated, readPage } from '${from('mocks/respond')}';
import { ${list.route} } from './route';
import type { ${list.rowType} } from './schema';

/** The seeded table, when the data is new to the mock. */
export const ${list.table} = defineTable<${list.rowType}>(${list.route}.name, () =>
  Array.from({ length: 40 }, (_, index) => ({
    id: index + 1,
${list.fields.map((field) => `    ${field}: \`${label(field)} \${index + 1}\`,\n`).join('')}  })),
);

export const mock = defineMock(${list.route}, {
  list: ({ query }) =>
    paginated(
      ${list.table}().filter((row) => matchesSearch(query.get('search'), ${list.fields.map((field) => `row.${field}`).join(', ')})),
      readPage(query),
    ),
  menu: { label: '${list.title}' },
});
`;

/** The folder's files by name, unformatted (the generator runs Prettier over them). */
export const listFiles = (list, from) => ({
  'route.ts': route(list, from),
  'schema.ts': schema(list, from),
  'columns.tsx': columns(list, from),
  'List.tsx': listPage(list, from),
  'mock.ts': mock(list, from),
});

/** Its entry of `resources` in src/i18n/messages/resources.ts: the title and column headers. */
export const catalogueEntry = (list) =>
  `${catalogueKey(list.name)}: { name: '${list.title}', fields: { ${list.fields
    .map((field) => `${field}: '${label(field)}'`)
    .join(', ')} } },`;
