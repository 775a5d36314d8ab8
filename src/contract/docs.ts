import { VARIANTS } from './variants';

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

/** `text` with the block between the markers replaced by the current table. */
export const withVariantTable = (text: string): string => {
  const start = text.indexOf(VARIANT_TABLE_START);
  const end = text.indexOf(VARIANT_TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/contract.md has lost its variant markers');
  return `${text.slice(0, start + VARIANT_TABLE_START.length)}\n\n${variantTable()}\n\n${text.slice(end)}`;
};
