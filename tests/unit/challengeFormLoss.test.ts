import { describe, expect, it } from 'vitest';
import { defaultsFor, LIMITS } from '../../src/challenge-form/model/defaults';
import { materialRemoval, removedMaterials } from '../../src/challenge-form/model/files';
import { serializeContest } from '../../src/challenge-form/model/serialize';
import {
  changedSomething,
  typedWhole,
  zeroLimitChange,
} from '../../src/challenge-form/model/timeLimit';
import {
  afterTypeChange,
  resetByTypeChange,
  sectionsWithContent,
} from '../../src/challenge-form/model/typeChange';

/** The pure rules behind "nothing is lost without a word". */
describe('the time limit boxes and the 0-limit rule (item 1)', () => {
  it('an empty box is not yet typed; numbers are whole and bounded', () => {
    expect(typedWhole('')).toBeNull();
    expect(typedWhole('  ')).toBeNull();
    expect(typedWhole('abc')).toBeNull();
    expect(typedWhole('0')).toBe(0);
    expect(typedWhole('2.7')).toBe(2);
    expect(typedWhole('-3')).toBe(0);
    expect(typedWhole('75', 59)).toBe(59);
  });

  it('says which ticks it clears and the count it resets, so that they can be restored', () => {
    const change = zeroLimitChange(
      {
        multiple_solution_count: 3,
        supplemental_submission_fields: [
          {
            title: 'a',
            field_type: 'input',
            required: false,
            challenge_filter: false,
            restricted: true,
          },
          {
            title: 'b',
            field_type: 'input',
            required: false,
            challenge_filter: false,
            restricted: false,
          },
          {
            title: 'c',
            field_type: 'input',
            required: false,
            challenge_filter: false,
            restricted: true,
            _destroy: true,
          },
        ],
      },
      3600,
    );
    expect(change).toEqual({
      limitBefore: 3600,
      countBefore: 3,
      untickedRows: [0, 2],
      untickedShown: 1,
    });
    expect(changedSomething(change)).toBe(true);
  });

  it('has nothing to say when no tick was set and the count was its default', () => {
    const change = zeroLimitChange(
      { multiple_solution_count: LIMITS.multipleSolutionCount, supplemental_submission_fields: [] },
      900,
    );
    expect(changedSomething(change)).toBe(false);
  });
});

describe('a type change names what it resets (item 2)', () => {
  it('an untouched form holds nothing; an empty editor paragraph is nothing typed', () => {
    const values = { ...defaultsFor('timed'), description: '<p></p>' };
    expect(sectionsWithContent(values, defaultsFor('timed'), 'timed')).toEqual([]);
  });

  it('lists the sections that differ from the type defaults, in display order', () => {
    const values = {
      ...defaultsFor('timed'),
      title: 'Copy of Commute',
      contact_name: 'Jordan',
      multiple_solution_count: 1,
    };
    expect(sectionsWithContent(values, defaultsFor('timed'), 'timed')).toEqual([
      'title',
      'contact',
    ]);
  });
});

describe('a type change and the uploaded extra materials', () => {
  const brief = { key: 'contestfiles/a1/brief.pdf', filename: 'brief.pdf', size: 8 };
  const values = { ...defaultsFor('timed'), title: 'Typed', contestfiles: [brief] };

  it('keeps them where the new type has Extra Materials, and does not name them as reset', () => {
    expect(afterTypeChange(values, 'submission')).toEqual({
      ...defaultsFor('submission'),
      contestfiles: [brief],
    });
    expect(resetByTypeChange(values, 'timed', 'submission')).toEqual(['title']);
  });

  it('drops them, named among what is reset, where the new type has no such section', () => {
    expect(afterTypeChange(values, 'ideation')).toEqual(defaultsFor('ideation'));
    expect(resetByTypeChange(values, 'timed', 'ideation')).toEqual(['title', 'files']);
  });
});

describe('removing an extra material (item 3)', () => {
  const loadedKeys = ['contestfiles/1/brief.pdf'];

  it("deletes this form's own upload at once, an edited challenge's after the save, never a clone's inherited one", () => {
    expect(materialRemoval('contestfiles/new.pdf', { mode: 'edit', loadedKeys })).toBe(
      'delete_now',
    );
    expect(materialRemoval(loadedKeys[0]!, { mode: 'edit', loadedKeys })).toBe('delete_after_save');
    expect(materialRemoval(loadedKeys[0]!, { mode: 'clone', loadedKeys })).toBe('detach');
    expect(materialRemoval('contestfiles/new.pdf', { mode: 'clone', loadedKeys })).toBe(
      'delete_now',
    );
  });

  it('a removed stored material is sent marked, and its key is deleted after the save', () => {
    const files = [
      { key: 'contestfiles/1/kept.pdf', filename: 'kept.pdf' },
      { key: 'contestfiles/1/gone.pdf', filename: 'gone.pdf', _destroy: true },
    ];
    const entries = serializeContest({ ...defaultsFor('timed'), contestfiles: files });
    expect(entries).toContainEqual(['contestfiles[1][key]', 'contestfiles/1/gone.pdf']);
    expect(entries).toContainEqual(['contestfiles[1][_destroy]', 'true']);
    expect(removedMaterials(files)).toEqual(['contestfiles/1/gone.pdf']);
  });
});
