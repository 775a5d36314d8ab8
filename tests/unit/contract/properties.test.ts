import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, parseData, parseRows } from '../../../src/api';
import { contestListRowSchema } from '../../../src/contract/contestList';
import { demographicRowSchema } from '../../../src/pages/demographics/calls';
import { writeVariant } from '../../../src/contract/variants';

/** The parsers, on arbitrary answers. */
vi.spyOn(console, 'error').mockImplementation(() => undefined);

// Whole seconds in UTC, so an epoch-seconds variant carries the same instant.
const isoSecond = fc
  .integer({ min: 0, max: 4_102_444_800 })
  .map((seconds) => new Date(seconds * 1000).toISOString());
// Words as a comma-separated variant keeps them: no commas, no outer spaces, not empty.
const word = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((text) => /^[^,\s](?:[^,]*[^,\s])?$/.test(text));
const money = fc.integer({ min: -1_000_000, max: 1_000_000 }).map((cents) => cents / 100);

const contestRow = fc.record({
  id: fc.nat(),
  slug: fc.string(),
  title: fc.string(),
  titlePath: fc.string(),
  company: fc.string(),
  companyPath: fc.string(),
  contact: fc.string(),
  launchDate: fc.option(isoSecond, { nil: null }),
  majorCategory: fc.string(),
  tags: fc.array(word, { maxLength: 4 }),
  hidden: fc.boolean(),
  manager: fc.string(),
});
const demographicRow = fc.record({ value: fc.string(), count: fc.nat(), percent: money });

/** A canonical row written with any mix of the accepted variants. */
const inVariants = (row: z.output<typeof contestListRowSchema> & { id: number }) =>
  fc
    .record({
      id: fc.constantFrom(row.id, writeVariant.numberAsText(row.id)),
      hidden: fc.constantFrom(
        row.hidden,
        writeVariant.booleanAsNumber(row.hidden),
        writeVariant.booleanAsText(row.hidden),
      ),
      tags: fc.constantFrom<unknown>(row.tags, writeVariant.listAsText(row.tags)),
      launchDate: fc.constantFrom<unknown>(
        row.launchDate,
        ...(row.launchDate ? [writeVariant.epochForDateTime(row.launchDate)] : [undefined]),
      ),
    })
    .map((variant) => {
      const written: Record<string, unknown> = { ...row, ...variant };
      if (variant.launchDate === undefined) delete written.launchDate;
      return written;
    });

describe('parser properties', () => {
  it('reads valid answers as themselves', () => {
    fc.assert(
      fc.property(fc.array(contestRow, { maxLength: 20 }), (rows) => {
        expect(parseData('GET /admin/contests', z.array(contestListRowSchema), rows)).toEqual(rows);
      }),
    );
    fc.assert(
      fc.property(fc.array(demographicRow), (rows) => {
        expect(
          parseRows('GET /admin/solvers/demographics/age', demographicRowSchema, rows),
        ).toEqual(rows);
      }),
    );
  });

  it('reads the accepted variants as the canonical value', () => {
    fc.assert(
      fc.property(
        contestRow.chain((row) => inVariants(row).map((written) => [row, written] as const)),
        ([row, written]) => {
          expect(parseData('GET /admin/contests', contestListRowSchema, written)).toEqual(row);
        },
      ),
    );
  });

  const junk = fc.oneof(
    fc.constant({ nested: true }),
    fc.constant([[1]]),
    fc.constant(Number.NaN),
    fc.constant('not a date or number'),
  );
  const fields = Object.keys(contestListRowSchema.shape).filter(
    // The row's identity fails the list; a field of ours (id, links) is dropped, not set aside.
    (key) => !['id', 'slug', 'titlePath', 'companyPath'].includes(key),
  );

  it('sets an unreadable field aside and names its path; an unreadable identity fails the list', () => {
    fc.assert(
      fc.property(
        fc.array(contestRow, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.constantFrom(...fields),
        fc.constant({ nested: true }),
        (rows, pick, field, value) => {
          const index = pick % rows.length;
          const sent = rows.map((row, at) => (at === index ? { ...row, [field]: value } : row));
          const read = parseRows('GET /admin/contests', contestListRowSchema, sent, { id: 'id' });
          expect(read[index]._unreadable).toEqual({ [field]: value });
          expect(read.filter((_, at) => at !== index)).toEqual(
            rows.filter((_, at) => at !== index),
          );
          const withBadId = rows.map((row, at) => (at === index ? { ...row, slug: value } : row));
          let error: unknown;
          try {
            parseRows('GET /admin/contests', contestListRowSchema, withBadId, { id: 'slug' });
          } catch (caught) {
            error = caught;
          }
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).detail).toMatch(
            new RegExp(`^GET /admin/contests: data\\[${index}\\]\\.slug: `),
          );
        },
      ),
    );
  });

  it('names the path of junk in a detail answer', () => {
    fc.assert(
      fc.property(
        contestRow,
        // The id is ours: junk there reads as missing, tested in parse.test.ts.
        fc.constantFrom('tags', 'hidden', 'launchDate'),
        junk,
        (row, field, value) => {
          // Any text is a comma-separated list of tags: text is junk everywhere else.
          fc.pre(!(field === 'tags' && typeof value === 'string'));
          const sent = { ...row, [field]: value };
          let error: ApiError | undefined;
          try {
            parseData('GET /admin/contests/x', contestListRowSchema, sent);
          } catch (caught) {
            error = caught as ApiError;
          }
          expect(error?.detail).toMatch(
            new RegExp(`^GET /admin/contests/x: data\\.${field}(\\[\\d+\\])?: `),
          );
        },
      ),
    );
  });
});
