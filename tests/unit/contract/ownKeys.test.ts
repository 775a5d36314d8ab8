import { contestRecordSchema } from '../../../src/contract/contest';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, flattenFieldErrors } from '../../../src/api/errors';
import { parseData, parseRecord } from '../../../src/api/parse';
import { formValuesFromRecord } from '../../../src/challenge-form/model/fromRecord';
import {
  linesToOptionGroup,
  optionGroupToLines,
} from '../../../src/challenge-form/model/optionGroup';
import { serializeContest } from '../../../src/challenge-form/model/serialize';
import { nestErrors } from '../../../src/challenge-form/schema';
import { locationGroupsSchema } from '../../../src/contract';
import { defaultsFor } from '../../../src/challenge-form/model/defaults';
import { toListQuery } from '../../../src/providers/listQuery';
import { entriesToTree } from '../../../mocks/handlers/contestsMultipart';
import { queryToObject } from '../../../mocks/journal';

/** Keys of server JSON are data: `__proto__`, `constructor` and `prototype` are fields. */
const ODD_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** A value with an own property `key` (what JSON.parse gives), `{ [key]: value }`. */
const withKey = (key: string, value: unknown): Record<string, unknown> =>
  JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as Record<string, unknown>;

vi.spyOn(console, 'error').mockImplementation(() => undefined);

const own = (value: unknown, key: string) =>
  Object.getOwnPropertyDescriptor(value as object, key)?.value as unknown;

afterEach(() => {
  // Nothing may have written onto every object's prototype.
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

const stored = (extra: Record<string, unknown>, rubricExtra: Record<string, unknown>) => {
  const { ui: _ui, ...defaults } = defaultsFor('timed');
  const rubric = { ...defaults.contest_evaluation_scheme!.evaluation_rubric, ...rubricExtra };
  return {
    ...extra,
    ...defaults,
    slug: 'stored',
    title: 'Stored',
    contest_evaluation_scheme: { id: 5, evaluation_rubric: rubric, pairwise_rating_scheme: 'none' },
  };
};

describe('keys of server JSON are data', () => {
  for (const key of ODD_KEYS)
    it(`a field named ${key} is read, kept by the form and sent back as it came`, () => {
      const record = stored(withKey(key, 'top value'), withKey(key, { inner: [1] }));
      const asText = {
        ...record,
        contest_evaluation_scheme: {
          ...record.contest_evaluation_scheme,
          evaluation_rubric: JSON.stringify(record.contest_evaluation_scheme.evaluation_rubric),
        },
      };
      for (const sent of [record, asText]) {
        const loaded = parseRecord('GET /admin/contests/stored', contestRecordSchema, sent);
        expect(own(loaded, key)).toBe('top value');
        expect(own(loaded.contest_evaluation_scheme?.evaluation_rubric, key)).toEqual({
          inner: [1],
        });
        const entries = new Map(serializeContest(formValuesFromRecord(loaded)));
        expect(entries.get(key)).toBe('top value');
        const rubric = JSON.parse(
          String(entries.get('contest_evaluation_scheme[evaluation_rubric]')),
        ) as unknown;
        expect(own(rubric, key)).toEqual({ inner: [1] });
      }
    });

  it('names a key as sent when its value cannot be read', () => {
    let error: unknown;
    try {
      parseData('GET /x', z.record(z.string(), z.number()), withKey('__proto__', 'text'));
    } catch (caught) {
      error = caught;
    }
    expect((error as ApiError).detail).toMatch(/^GET \/x: data\.__proto__: /);
  });

  it('reads a map of option groups whose label is __proto__ as that label', () => {
    expect(
      parseData('GET /x', locationGroupsSchema, { ...withKey('__proto__', ['Atlantis']) }),
    ).toEqual([{ label: '__proto__', options: [{ value: 'Atlantis', label: 'Atlantis' }] }]);
  });

  it('keeps such a label in the option groups edited as lines', () => {
    const json = linesToOptionGroup('__proto__: a, b\nconstructor: c');
    expect(json).toBe('{"__proto__":["a","b"],"constructor":["c"]}');
    expect(optionGroupToLines(json)).toBe('__proto__: a, b\nconstructor: c');
  });

  it('keeps a refused field of that name, and never nests onto Object.prototype', () => {
    expect(
      flattenFieldErrors({ ...withKey('__proto__', ['is odd']), title: ['is blank'] }),
    ).toEqual({ ...withKey('__proto__', 'is odd'), title: 'is blank' });
    expect(own(nestErrors({ '__proto__.polluted': 'x' }), '__proto__')).toEqual({
      polluted: 'x',
    });
  });

  it('sends a filter of that name as itself', () => {
    const query = toListQuery({ filter: withKey('__proto__', ['a']) }, {});
    expect(own(query, '__proto__')).toEqual(['a']);
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
  });

  it('the mock reads such names in a multipart body and a query as fields', () => {
    const tree = entriesToTree([
      ['__proto__[polluted]', 'yes'],
      ['constructor', 'c'],
    ]);
    expect(own(own(tree, '__proto__'), 'polluted')).toBe('yes');
    expect(own(tree, 'constructor')).toBe('c');
    expect(own(queryToObject(new URLSearchParams('__proto__=1')), '__proto__')).toBe('1');
  });
});
