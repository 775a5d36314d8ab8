import type { ContestRecord } from '../../src/contract/contest';
import { describe, expect, it } from 'vitest';
import { parseContestEntries } from '../../mocks/handlers/contestsMultipart';
import { defaultsFor } from '../../src/challenge-form/model/defaults';
import { formValuesFromRecord } from '../../src/challenge-form/model/fromRecord';
import { serializeContest } from '../../src/challenge-form/model/serialize';
import { lockedChallengePatch } from '../helpers/lockedChallenge';

const loadedRecord = (): ContestRecord => {
  const { ui: _ui, ...defaults } = defaultsFor('timed');
  return { ...defaults, id: 41, slug: 'locked-41', title: 'Locked', ...lockedChallengePatch() };
};

/** Loaded record → form values → multipart → what the server reads: each lock keeps its value. */
const roundTrip = (record: ContestRecord) =>
  parseContestEntries(serializeContest(formValuesFromRecord(record)) as [string, string][]);

describe('a loaded record sent back untouched', () => {
  const record = loadedRecord();
  const back = roundTrip(record);

  it('keeps the whole rubric of a launched challenge', () => {
    expect(back.contest_evaluation_scheme).toEqual(record.contest_evaluation_scheme);
    const [first] = back.contest_evaluation_scheme!.evaluation_rubric.criteria;
    expect(first).toMatchObject({
      name: 'Originality of the idea',
      short_name: 'Originality',
      chart_type: 'pie',
      weight: 3,
      colour_codes: ['#aa3311', '#11aa33'],
    });
    expect(first.scale).toHaveLength(5);
  });

  it('keeps the contest type, the points under none and the caps that are off', () => {
    expect(back).toMatchObject({
      contest_type: 'timed',
      reward_policy: 'none',
      reward_points: 0,
      cap_limit: 120,
      cap_submit_time_limit_in_seconds: 7200,
      approved_cap_limit: 40,
      multiple_solution_count: 1,
    });
  });

  it('keeps the expected launch date while not in upcoming', () => {
    expect(back.expected_launch_date).toBe(record.expected_launch_date);
  });

  it('keeps the location rows as inclusions and the read-only feedback tags', () => {
    expect(back.contest_permissions).toEqual(record.contest_permissions);
    expect(back.feedback_tags?.map(({ id, name }) => ({ id, name }))).toEqual(record.feedback_tags);
  });

  it('keeps a banner colour off as off, and a loaded colour as it was', () => {
    expect(back.contest_layout_customization?.custom_banner_color ?? null).toBeNull();
    const coloured = {
      ...record,
      contest_layout_customization: {
        ...record.contest_layout_customization!,
        custom_banner_color: '#123456',
      },
    };
    expect(roundTrip(coloured).contest_layout_customization?.custom_banner_color).toBe('#123456');
  });
});
