import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  bool,
  collectVariants,
  dateTime,
  day,
  json,
  jsonText,
  nullable,
  num,
  optional,
  text,
  textList,
  optionalChoice,
  VARIANTS,
  writeVariant,
  type VariantName,
} from '../../../src/contract/variants';

import { OPEN_SHAPE_LINES } from './openShapeLines';

const rubric = z.object({ criteria: z.array(z.object({ name: text() })) });

/** One line per row of the table in docs/contract.md: what is sent, what is read. */
const LINES: Record<VariantName, { schema: z.ZodMiniType; sent: unknown; read: unknown }> = {
  numberAsText: { schema: num(), sent: '12.5', read: 12.5 },
  booleanAsNumber: { schema: bool(), sent: 1, read: true },
  booleanAsText: { schema: bool(), sent: 'false', read: false },
  listAsText: { schema: textList(), sent: 'ai, health ,', read: ['ai', 'health'] },
  nullForOptional: { schema: z.object({ a: optional(text()) }), sent: { a: null }, read: {} },
  blankForOptionalChoice: {
    schema: z.object({ a: optionalChoice(['x', 'y']) }),
    sent: { a: '' },
    read: {},
  },
  missingForNullable: { schema: z.object({ a: nullable(text()) }), sent: {}, read: { a: null } },
  dayForDateTime: { schema: dateTime(), sent: '2026-03-01', read: '2026-03-01T00:00:00.000Z' },
  epochForDateTime: { schema: dateTime(), sent: 1772323200, read: '2026-03-01T00:00:00.000Z' },
  dateTimeForDay: { schema: day(), sent: '2026-03-01T09:30:00+01:00', read: '2026-03-01' },
  epochForDay: { schema: day(), sent: 1772323200, read: '2026-03-01' },
  jsonAsText: {
    schema: json(rubric),
    sent: '{"criteria":[{"name":"Quality"}]}',
    read: { criteria: [{ name: 'Quality' }] },
  },
  objectForJsonText: {
    schema: jsonText(),
    sent: { Europe: ['France'] },
    read: '{"Europe":["France"]}',
  },
  ...OPEN_SHAPE_LINES,
};

describe('the accepted variants (docs/contract.md)', () => {
  it.each(Object.keys(VARIANTS) as VariantName[])('%s is read as its canonical value', (name) => {
    const { schema, sent, read } = LINES[name];
    const { result, variants } = collectVariants(() => schema.safeParse(sent));
    expect(result.success && result.data).toEqual(read);
    expect(variants).toEqual([name]);
  });

  it.each(Object.keys(writeVariant) as VariantName[])(
    '%s written by the mock is read back as the canonical value',
    (name) => {
      const { schema, read } = LINES[name];
      const write = writeVariant[name as keyof typeof writeVariant] as (value: never) => unknown;
      expect(schema.parse(write(read as never))).toEqual(read);
    },
  );

  it('reads canonical values as they are, naming no variant', () => {
    const row = z.object({
      n: num(),
      b: bool(),
      l: textList(),
      d: dateTime(),
      o: optional(text()),
      x: nullable(text()),
    });
    const canonical = { n: 3, b: true, l: ['a'], d: '2026-03-01T09:30:00+01:00', x: null };
    expect(collectVariants(() => row.parse(canonical))).toEqual({
      result: canonical,
      variants: [],
    });
  });

  it.each([
    ['a number', num(), ['', ' ', '12,5', '1e3', 'twelve', true, null, {}, Number.NaN, Infinity]],
    ['a boolean', bool(), [2, -1, 'yes', 'TRUE', '1', null, {}]],
    ['a list of text', textList(), [3, {}, [1, 2], null]],
    [
      'a date and time',
      dateTime(),
      ['yesterday', '2026-13-01', '2026-03-01T09:30:00', 1e15, '01/03/2026', null],
    ],
    ['a day', day(), ['2026-3-1', '2026-02-30x', 'today', 1e15, null]],
    ['JSON', json(rubric), ['{not json', '[]', 42]],
  ] as const)('refuses anything else where %s is expected', (_kind, schema, junk) => {
    for (const value of junk) expect(schema.safeParse(value).success, String(value)).toBe(false);
  });
});
