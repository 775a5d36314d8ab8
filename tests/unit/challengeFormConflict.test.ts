import type { ContestRecord } from '../../src/contract/contest';
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../src/challenge-form/model/conflict';

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

describe('changedFields', () => {
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

describe('changedFields compares what the form edits and sends', () => {
  it('ignores stored files re-signed on every read, at any depth', () => {
    const signed = (n: number) => `/mock-storage/upload/images/a.png?X-Amz-Signature=${n}`;
    const record = (n: number) =>
      stored({
        snapshot_pic_url: signed(n),
        contest_layout_customization: { custom_banner_logo_url: signed(n) },
        contestfiles: [{ key: 'contestfiles/1/brief.pdf', url: signed(n) }],
      });
    expect(changedFields(record(1), record(2))).toEqual([]);
  });

  it('ignores fields this type of challenge does not show, and names style fields one by one', () => {
    expect(changedFields(stored(), stored({ requirement: 'Only ideation asks this' }))).toEqual([]);
    expect(
      changedFields(
        stored({ reward_points: 16000 }),
        stored({
          reward_points: 25000,
          contest_layout_customization: { custom_banner_text: 'Theirs' },
        }),
      ),
    ).toEqual(['reward_points', 'contest_layout_customization.custom_banner_text']);
  });
});
