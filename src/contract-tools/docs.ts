import { fieldMarks, markText } from './fieldMarks';
import { VARIANTS } from '../contract/variants';

/** The accepted-variant table of docs/contract.md, written from VARIANTS (one line each). */
export const VARIANT_TABLE_START = '<!-- accepted variants: written by npm run contract -->';
export const VARIANT_TABLE_END = '<!-- end of accepted variants -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

export const variantTable = (): string =>
  [
    '| Variant (as `contract:check` names it) | Sent | Read as |',
    '| --- | --- | --- |',
    ...Object.values(VARIANTS).map(
      (variant) =>
        `| ${cell(variant.label)} | \`${cell(variant.sent)}\` | \`${cell(variant.read)}\` |`,
    ),
  ].join('\n');

const between = (text: string, start: string, end: string, table: string, what: string) => {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/contract.md has lost its ${what} markers`);
  return `${text.slice(0, from + start.length)}\n\n${table}\n\n${text.slice(to)}`;
};

/** `text` with the block between the markers replaced by the current table. */
export const withVariantTable = (text: string): string =>
  between(text, VARIANT_TABLE_START, VARIANT_TABLE_END, variantTable(), 'variant');

/** The field-mark table of docs/contract.md: every field, named or ours. */
export const MARK_TABLE_START = '<!-- field marks: written by npm run contract -->';
export const MARK_TABLE_END = '<!-- end of field marks -->';

export const markTable = (): string => {
  const lines: string[] = [];
  let previous = '';
  for (const { call, path, mark } of fieldMarks()) {
    if (call !== previous) lines.push(...(previous ? [''] : []), `\`${call}\``, '');
    previous = call;
    lines.push(`- \`${path}\`: ${markText(mark)}`);
  }
  return lines.join('\n');
};

export const withMarkTable = (text: string): string =>
  between(text, MARK_TABLE_START, MARK_TABLE_END, markTable(), 'field-mark');
