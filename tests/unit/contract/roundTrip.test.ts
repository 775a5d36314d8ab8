import { contestRecordSchema } from '../../../src/contract/contest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../../src/api/parse';
import { defaultsFor } from '../../../src/challenge-form/model/defaults';
import { formValuesFromRecord } from '../../../src/challenge-form/model/fromRecord';
import { serializeContest, type Entry } from '../../../src/challenge-form/model/serialize';
import { CONTEST_TYPES, type ContestType } from '../../../src/contract';
import { COLOUR_KEYS } from '../../../src/contract/openShapes';

/**
 * CONTRACT §5: what the console loaded and the form did not edit goes back as it
 * came. For arbitrary stored challenges with keys the console does not know, at every depth:
 * load (the edge's parse, the form's values) → serialise without an edit → every loaded value is
 * in the multipart entries, and the rubric's JSON text is the loaded rubric, key for key.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON as a server sends it (no -0, no undefined): what JSON.parse gives. */
const json = fc
  .jsonValue({ maxDepth: 3 })
  .map((value) => JSON.parse(JSON.stringify(value)) as Json);
/**
 * Keys the console does not know: never one of the seeds' names, and now and then one named like
 * a property of every object (keys of server JSON are data).
 */
const unknownKey = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^x_[a-z]{1,6}$/) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
);
const unknownKeys = fc.dictionary(unknownKey, json, { maxKeys: 3 });
const unknownScalars = fc.dictionary(
  unknownKey,
  fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.integer(), fc.boolean()),
  { maxKeys: 3 },
);

const scaleEntry = fc.record({
  label: fc.string({ maxLength: 8 }),
  level: fc.integer({ min: 1, max: 10 }),
  feedback_text: fc.string({ maxLength: 20 }),
  extra: unknownKeys,
});

const criterion = fc.record({
  name: fc.string({ minLength: 1, maxLength: 20 }),
  short_name: fc.string({ minLength: 1, maxLength: 8 }),
  chart_type: fc.constantFrom('bar', 'line', 'radar'),
  colourKey: fc.constantFrom(...COLOUR_KEYS),
  colours: fc.array(fc.stringMatching(/^#[0-9a-f]{6}$/), { minLength: 1, maxLength: 3 }),
  weight: fc.integer({ min: 0, max: 5 }),
  scale: fc.array(scaleEntry, { minLength: 1, maxLength: 4 }),
  extra: unknownKeys,
});

const loadedRubric = fc
  .record({ criteria: fc.array(criterion, { minLength: 1, maxLength: 3 }), extra: unknownKeys })
  .map(({ criteria, extra }) => ({
    ...extra,
    criteria: criteria.map(({ colourKey, colours, scale, extra: more, ...rest }) => ({
      ...more,
      ...rest,
      [colourKey]: colours,
      scale: scale.map(({ extra: inner, level, ...entry }) => ({
        ...inner,
        ...entry,
        level,
        min_rating: level,
        max_rating: level,
      })),
    })),
  }));

const loadedRecord = fc.record({
  type: fc.constantFrom<ContestType>(...CONTEST_TYPES),
  rubric: loadedRubric,
  rubricAsText: fc.boolean(),
  lockVersion: fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
  top: unknownScalars,
  layout: unknownScalars,
  tag: unknownScalars,
});

/** A stored challenge as the server sends it: the seeds' fields, and others it may add. */
const storedChallenge = ({
  type,
  rubric,
  rubricAsText,
  lockVersion,
  top,
  layout,
  tag,
}: {
  type: ContestType;
  rubric: unknown;
  rubricAsText: boolean;
  lockVersion: number | undefined;
  top: Record<string, unknown>;
  layout: Record<string, unknown>;
  tag: Record<string, unknown>;
}) => {
  const { ui: _ui, ...defaults } = defaultsFor(type);
  return {
    ...top,
    ...defaults,
    id: 12,
    slug: 'stored-challenge',
    ...(lockVersion === undefined ? {} : { lock_version: lockVersion }),
    reward_policy: 'win_hm',
    title: 'Stored challenge',
    description: '<p>Stored</p>',
    company_team_id: 3,
    contest_evaluation_scheme: {
      id: 5,
      evaluation_rubric: rubricAsText ? JSON.stringify(rubric) : rubric,
      pairwise_rating_scheme: 'none',
    },
    feedback_tags: [{ ...tag, id: 1, name: 'Well-written', _destroy: false }],
    contest_layout_customization: { ...defaults.contest_layout_customization, ...layout, id: 2 },
  };
};

const untouchedSave = (stored: unknown): Map<string, string | Blob> => {
  const loaded = parseRecord('GET /admin/contests/stored-challenge', contestRecordSchema, stored);
  const entries: Entry[] = serializeContest(formValuesFromRecord(loaded));
  return new Map(entries);
};

describe('an untouched save posts what was loaded', () => {
  it('keeps every key of the rubric at every depth, under the colour key it came with', () => {
    fc.assert(
      fc.property(loadedRecord, (input) => {
        const sent = untouchedSave(storedChallenge(input));
        const rubric = sent.get('contest_evaluation_scheme[evaluation_rubric]');
        expect(JSON.parse(String(rubric))).toEqual(input.rubric);
      }),
    );
  });

  it('sends back the fields it does not know, in the record and its rows, and lock_version', () => {
    fc.assert(
      fc.property(loadedRecord, (input) => {
        const sent = untouchedSave(storedChallenge(input));
        for (const [key, value] of Object.entries(input.top))
          expect(sent.get(key)).toBe(String(value));
        for (const [key, value] of Object.entries(input.layout))
          expect(sent.get(`contest_layout_customization[${key}]`)).toBe(String(value));
        for (const [key, value] of Object.entries(input.tag))
          expect(sent.get(`feedback_tags[0][${key}]`)).toBe(String(value));
        if (input.lockVersion !== undefined)
          expect(sent.get('lock_version')).toBe(String(input.lockVersion));
        expect(sent.get('title')).toBe('Stored challenge');
        expect(sent.get('contest_evaluation_scheme[id]')).toBe('5');
      }),
    );
  });

  it('leaves out a field it could not read, so the server keeps it', () => {
    const stored = { ...storedChallenge({ ...fc.sample(loadedRecord, 1)[0] }), deadline: 'soon' };
    const sent = untouchedSave(stored);
    expect(sent.has('deadline')).toBe(false);
    expect(sent.get('title')).toBe('Stored challenge');
  });
});
