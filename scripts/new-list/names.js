// The names a list's folder uses, derived from its resource name as docs/adding-a-resource.md
// does by hand (`companies` → `companiesRoute`, `CompanyRow`, `companyColumns`, `CompaniesList`).

import { readField } from './fields.js';
import { capitalise } from './words.js';

export { label } from './words.js';

const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const ICON = /^[A-Z][A-Za-z0-9]*$/;
const SHORTCUT = /^[a-z]$/;

// `import { screens as <name> }` cannot take a reserved word.
const RESERVED = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export ' +
    'extends false finally for function if implements import in instanceof interface let new ' +
    'null package private protected public return static super switch this throw true try ' +
    'typeof var void while with yield'
  ).split(' '),
);

/** `challenge-reviews` → `challengeReviews`. */
export const camel = (name) =>
  name
    .split('-')
    .map((word, index) => (index ? capitalise(word) : word))
    .join('');

/** The usual English plurals back to one: companies → company, boxes → box, reviews → review. */
const singular = (word) => {
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
};

/** A name as a key of the catalogue's object: bare when it can be (`invoices`), else quoted. */
export const catalogueKey = (name) => (/^[a-z][a-z0-9]*$/.test(name) ? name : `'${name}'`);

/** `challenge-reviews` → `Challenge Reviews`: the list's title, as the catalogue's are written. */
const title = (name) => name.split('-').map(capitalise).join(' ');

/**
 * The list to generate, from the command's arguments, or the first reason it cannot be made.
 * @returns {{ error: string } | { list: object }}
 */
export const readList = ({ name, path, endpoint, fields, icon, shortcut }) => {
  if (!name || !NAME.test(name))
    return { error: `The name must be lower-case words joined by '-' (got '${name ?? ''}').` };
  if (RESERVED.has(camel(name))) return { error: `'${name}' is a reserved word of JavaScript.` };
  if (!path?.startsWith('/'))
    return { error: `The path must start with '/' (got '${path ?? ''}').` };
  if (!endpoint?.startsWith('/'))
    return { error: `The endpoint must start with '/' (got '${endpoint ?? ''}').` };
  const read = fields.map(readField);
  const failed = read.find((each) => each.error);
  if (failed) return failed;
  const typed = read.map((each) => each.field);
  if (new Set(typed.map((field) => field.name)).size !== typed.length)
    return { error: 'A field is given twice.' };
  if (icon !== undefined && !ICON.test(icon))
    return {
      error: `The icon is a key of ICONS in src/layout/menu/menuIcons.tsx (got '${icon}').`,
    };
  if (shortcut !== undefined && !SHORTCUT.test(shortcut))
    return { error: `The shortcut is one lower-case letter (got '${shortcut}').` };

  const plural = camel(name);
  const one = camel(name.replace(/[a-z0-9]+$/, singular));
  return {
    list: {
      name,
      // Where its fields are named: the API document the generator writes with it.
      document: `docs/api/${name}.md`,
      path,
      endpoint,
      fields: typed,
      icon,
      shortcut,
      title: title(name),
      alias: plural,
      route: `${plural}Route`,
      rowSchema: `${one}RowSchema`,
      rowType: `${capitalise(one)}Row`,
      columns: `${one}Columns`,
      columnsHook: `use${capitalise(one)}Columns`,
      component: `${capitalise(plural)}List`,
      table: `${one}Rows`,
    },
  };
};
