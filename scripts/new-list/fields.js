// A generated field's type (`name:type` on the command line): what its schema reads, how its
// column and its page show it, and what the mock seeds. docs/adding-a-resource.md lists them.
import { label } from './words.js';

/**
 * builder: the schema builder of src/contract/variants.ts; format: the formatter of
 * src/ui/format.ts its cell shows it with (none: as is); right: a right-aligned column;
 * search: the mock's search reads it; seed(field, list, n): the mock's value, `n` the row's
 * number in a template literal.
 */
export const FIELD_TYPES = {
  text: {
    builder: 'text',
    search: true,
    seed: (field, list, n) => `\`${label(field)} ${n}\``,
    doc: 'text',
  },
  number: {
    builder: 'num',
    format: 'formatCount',
    right: true,
    seed: () => 'rng.int(0, 500)',
    doc: 'a number',
  },
  money: {
    builder: 'num',
    format: 'formatUsd',
    right: true,
    seed: () => 'rng.int(100, 500_000) / 100',
    doc: 'an amount in USD (a number)',
  },
  date: {
    builder: 'day',
    format: 'formatDate',
    seed: () => 'rng.daysAgo(now, 0, 365).toISOString().slice(0, 10)',
    doc: 'a day, `yyyy-MM-dd`',
  },
  datetime: {
    builder: 'dateTime',
    format: 'formatDateTime',
    seed: () => 'rng.daysAgo(now, 0, 365).toISOString()',
    doc: 'a time, ISO 8601 with its offset',
  },
  email: {
    builder: 'text',
    search: true,
    seed: (field, list, n) =>
      `\`${field.replace(/_?e?mail$/i, '').replace(/_/g, '.') || 'person'}${n}@example.com\``,
    doc: 'an email address (text)',
  },
  url: {
    builder: 'text',
    link: true,
    seed: (field, list, n) => `\`https://example.com/${list.name}/${n}\``,
    doc: 'an absolute URL (text)',
  },
  boolean: {
    builder: 'bool',
    yesNo: true,
    seed: () => 'rng.chance(0.5)',
    doc: 'true or false',
  },
};

const FIELD_NAME = /^[a-z][A-Za-z0-9_]*$/;

/**
 * `uses:number` → `{ name: 'uses', type: 'number' }` (`text` when no type is given), or the
 * reason it cannot be a field.
 */
export const readField = (given) => {
  const [name, type = 'text', ...rest] = given.split(':');
  if (!FIELD_NAME.test(name) || name === 'id' || rest.length)
    return {
      error: `A field is a JavaScript name other than 'id', then ':type' (got '${given}').`,
    };
  if (!Object.hasOwn(FIELD_TYPES, type))
    return {
      error: `'${type}' is no field type; the types are ${Object.keys(FIELD_TYPES).join(', ')}.`,
    };
  return { field: { name, type, ...FIELD_TYPES[type] } };
};

/** The names a file imports from a module, in order, each once. */
export const uniqueSorted = (names) => [...new Set(names)].sort();
