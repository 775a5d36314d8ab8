import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { fieldMarks } from '../../../src/contract-tools/fieldMarks';
import { named, ours } from '../../../src/contract/marks';
import { nullable, num, optional, text } from '../../../src/contract/variants';

/**
 * Every field of every object in every answer and body of CONTRACT_CALLS is
 * marked, either named (the seeds or CONTRACT.md name it, with the section) or ours (optional,
 * dropped when unreadable). A new field without a mark fails here, listed as `call: path`.
 */
describe('every field is named or ours', () => {
  it('marks every object field of every answer and body', () => {
    const unmarked = fieldMarks()
      .filter(({ mark }) => !mark)
      .map(({ call, path }) => `${call}: ${path}`);
    expect(unmarked, `unmarked fields:\n${unmarked.join('\n')}`).toEqual([]);
  });

  // A field of an API the seeds do not cover is named by a document of ours: it must exist.
  it('names only API documents that exist under docs/api/', () => {
    const missing = fieldMarks()
      .map(({ call, path, mark }) => ({ call, path, where: mark?.['x-named-in'] }))
      .filter(({ where }) => where?.startsWith('docs/api/'))
      .filter(({ where }) => !existsSync(join(import.meta.dirname, '../../..', where ?? '')))
      .map(({ call, path, where }) => `${call}: ${path} (${where})`);
    expect(missing, `no such document:\n${missing.join('\n')}`).toEqual([]);
  });

  it('walks objects in lists, maps, optionals, nullables, pipes, unions and catches', async () => {
    const { CONTRACT_CALLS } = await import('../../../src/contract-tools/calls');
    const inner = z.object({ deep: text() });
    const answer = z.object({
      list: named('seed 000 §3', z.array(inner)),
      map: named('seed 000 §3', z.record(z.string(), inner)),
      maybe: named('seed 000 §3', optional(nullable(inner))),
      either: named('seed 000 §3', z.union([inner, z.object({ other: num() })])),
      piped: named(
        'seed 000 §3',
        z.pipe(
          z.transform((value: unknown) => value),
          inner,
        ),
      ),
      caught: ours(inner),
      bare: text(),
    });
    CONTRACT_CALLS.push({ method: 'GET', path: '/probe', summary: 'probe', answer: answer });
    try {
      const unmarked = fieldMarks()
        .filter(({ call, mark }) => call === 'GET /probe' && !mark)
        .map(({ path }) => path);
      expect(unmarked).toEqual([
        'data.list[].deep',
        'data.map{}.deep',
        'data.maybe.deep',
        'data.either.deep',
        'data.either.other',
        'data.piped.deep',
        'data.caught.deep',
        'data.bare',
      ]);
    } finally {
      CONTRACT_CALLS.pop();
    }
  });
});
