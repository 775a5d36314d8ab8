import {
  DEFAULT_FEEDBACK_TAGS,
  type ContestRecord,
  type RubricScaleEntry,
} from '../../src/contract/contest';

const fivePointScale = (): RubricScaleEntry[] =>
  ['Weak', 'Fair', 'Good', 'Strong', 'Superb'].map((label, index) => ({
    label,
    level: index + 1,
    min_rating: index * 2 + 1,
    max_rating: index * 2 + 2,
    feedback_text: `Level ${index + 1} feedback`,
  }));

/**
 * A launched challenge with every lock of the form engaged: a rubric of its own (launched),
 * reward policy none (points locked at 0), not in upcoming (launch date locked), both caps off
 * (their limits locked), a time limit (one submission, locked), the banner helper off (colour
 * locked), a location row (permission type locked) and the eight loaded feedback tags
 * (read-only) plus one of its own.
 */
export const lockedChallengePatch = (): Partial<ContestRecord> => ({
  launched: true,
  reward_policy: 'none',
  reward_points: 0,
  contest_evaluation_scheme: {
    evaluation_rubric: {
      criteria: [
        {
          name: 'Originality of the idea',
          short_name: 'Originality',
          chart_type: 'pie',
          colour_codes: ['#aa3311', '#11aa33'],
          weight: 3,
          scale: fivePointScale(),
        },
        {
          name: 'Feasibility on campus',
          short_name: 'Feasibility',
          chart_type: 'bar',
          colour_codes: ['#2233bb'],
          weight: 2,
          scale: fivePointScale(),
        },
      ],
    },
    pairwise_rating_scheme: 'simple',
  },
  show_in_upcoming: false,
  expected_launch_date: '2026-03-02T09:30:00+00:00',
  cap_enabled: false,
  cap_limit: 120,
  cap_submit_time_limit_in_seconds: 7200,
  approved_cap_enabled: false,
  approved_cap_limit: 40,
  draft_to_submission_time_limit_in_seconds: 3600,
  multiple_solution_count: 1,
  contest_permissions: [
    { id: 11, category: 'location', permission_type: 'inclusion', criteria: ['Canada', 'Mexico'] },
  ],
  feedback_tags: [
    ...DEFAULT_FEEDBACK_TAGS.map((name, index) => ({ id: index + 1, name })),
    { id: 9, name: 'Clear data' },
  ],
});
