import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { withMarkTable, withVariantTable } from '../../../src/contract-tools/docs';
import { buildOpenApi } from '../../../src/contract-tools/openapi';

/**
 * `npm run contract` runs this file with CONTRACT_WRITE=1 to write the documents; `npm test`
 * runs it without and fails when they are out of date.
 */
// Vitest runs from the project root (npm scripts do too).
const docsFile = (name: string) => join(process.cwd(), 'docs', name);
const write = process.env.CONTRACT_WRITE === '1';

const formatted = async (file: string, text: string) =>
  format(text, { ...(await resolveConfig(file)), filepath: file });

const expectCurrent = async (file: string, expected: string) => {
  if (write) writeFileSync(file, expected);
  expect(readFileSync(file, 'utf8'), `${file} is out of date: run npm run contract`).toBe(expected);
};

describe('the contract documents', () => {
  it('docs/openapi.json is the OpenAPI document of the schemas', async () => {
    const file = docsFile('openapi.json');
    await expectCurrent(file, await formatted(file, JSON.stringify(buildOpenApi())));
  });

  it('docs/contract.md lists every accepted variant and the mark of every field', async () => {
    const file = docsFile('contract.md');
    const text = withMarkTable(withVariantTable(readFileSync(file, 'utf8')));
    await expectCurrent(file, await formatted(file, text));
  });
});
