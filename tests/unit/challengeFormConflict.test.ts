import { describe, expect, it } from 'vitest';
import { changedFields } from '../../src/challenge-form/model/conflict';
import type { ContestRecord } from '../../src/contract';

const stored = (over: Record<string, unknown> = {}) =>
  ({
    id: 1,
    contest_type: 'timed',
    title: 'A',
    lock_version: 1,
    short_description: null,
    feedback_tags: [{ id: 1, name: 'Well-written', _destroy: false }],
    ...over,
  }) as unknown as ContestRecord;

describe('changedFields (issue 23 item 10)', () => {
  it('names the fields someone else changed, not the bookkeeping every save changes', () => {
    expect(changedFields(stored(), stored({ title: 'B', lock_version: 2 }))).toEqual(['title']);
    expect(
      changedFields(stored(), stored({ feedback_tags: [{ id: 1, name: 'Unique idea' }] })),
    ).toEqual(['feedback_tags']);
  });

  it('reads empty values, key order and unticked flags as the same stored value', () => {
    expect(
      changedFields(
        stored(),
        stored({ short_description: '', feedback_tags: [{ name: 'Well-written', id: 1 }] }),
      ),
    ).toEqual([]);
  });
});
