import type { ContestRecord } from '../../src/contract/contest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../src/challenge-form/model/defaults';
import { formValuesFromRecord } from '../../src/challenge-form/model/fromRecord';
import { serializeContest } from '../../src/challenge-form/model/serialize';

const CRITERIA = 'contest_permissions[0][criteria]';

/** A location row's criteria as the multipart entry the form sends. */
const sentCriteria = (criteria: string[]) => {
  const values = {
    ...defaultsFor('timed'),
    contest_permissions: [{ id: 3, category: 'location', permission_type: 'inclusion', criteria }],
  } as ReturnType<typeof defaultsFor>;
  return serializeContest(values).find(([name]) => name === CRITERIA)?.[1];
};

/** The criteria the form shows for a record whose location row holds the text as stored. */
const readBack = (text: string, known: readonly string[]) =>
  formValuesFromRecord(
    {
      ...defaultsFor('timed'),
      id: 5,
      contest_permissions: [
        { id: 3, category: 'location', permission_type: 'inclusion', criteria: text },
      ],
    } as ContestRecord,
    known,
  ).contest_permissions?.[0]?.criteria;

/** Location names from words used once each, some of them with ', ' inside ("Korea, Republic of"). */
const locations = fc
  .uniqueArray(fc.stringMatching(/^[A-Z][a-z]{1,8}$/), { minLength: 2, maxLength: 24 })
  .chain((words) => {
    const names: string[] = [];
    for (let at = 0; at < words.length;) {
      const size = Math.min(1 + (words[at]!.length % 3), words.length - at);
      const parts = words.slice(at, at + size);
      names.push(parts.join(words[at]!.length % 2 ? ', ' : ' '));
      at += size;
    }
    return fc.record({
      chosen: fc.shuffledSubarray(names, { minLength: 1 }),
      // The option list holds every name with ', ' and any of the others.
      listed: fc
        .subarray(names)
        .map((some) => [...new Set([...some, ...names.filter((name) => name.includes(', '))])]),
    });
  });

describe('location criteria on the wire', () => {
  it('stay joined by ", " as they go, and read back into the same names', () => {
    fc.assert(
      fc.property(locations, ({ chosen, listed }) => {
        const text = sentCriteria(chosen);
        expect(text).toBe(chosen.join(', '));
        expect(readBack(text as string, listed)).toEqual(chosen);
      }),
    );
  });

  it('read a known name with a comma as one location, the rest split at each ", "', () => {
    const known = ['Korea, Republic of', 'Korea', 'Canada'];
    expect(readBack('Korea, Republic of, Canada, Hong Kong, Puerto Rico', known)).toEqual([
      'Korea, Republic of',
      'Canada',
      'Hong Kong',
      'Puerto Rico',
    ]);
    expect(readBack('Korea, Canada', known)).toEqual(['Korea', 'Canada']);
    expect(readBack('', known)).toEqual([]);
  });
});
