import type { ContestPermission } from '../../src/contract/contest';
import type { SupplementalSubmissionField, TargetCriteria } from '../../src/contract';
import { API_BASE } from '../config';
import { contests, findContestBySlug, type ContestRow } from './contests';
import { defineTable } from './database';

/** Nine supplemental fields, one of each type (seed 001 §3). */
export const ALL_SUPPLEMENTAL_TYPES: SupplementalSubmissionField[] = [
  {
    id: 1,
    title: 'What is your major?',
    field_type: 'select',
    required: true,
    challenge_filter: false,
    restricted: false,
    options: 'Business\nEngineering\nDesign\nOther',
  },
  {
    id: 2,
    title: 'Which of these do you use weekly?',
    field_type: 'check_box',
    required: false,
    challenge_filter: false,
    restricted: false,
    options: 'Instagram\nTikTok\nLinkedIn\nReddit',
  },
  {
    id: 3,
    title: 'How many hours a week do you commute?',
    field_type: 'number',
    required: false,
    challenge_filter: false,
    restricted: false,
    min_value: 0,
    max_value: 40,
    step_value: 1,
  },
  {
    id: 4,
    title: 'Your university',
    field_type: 'input',
    required: false,
    challenge_filter: false,
    restricted: false,
    max_characters: 80,
    placeholder: 'e.g. University of Michigan',
  },
  {
    id: 5,
    title: 'How did you hear about this challenge?',
    field_type: 'input_other',
    required: false,
    challenge_filter: false,
    restricted: false,
    options: 'A professor\nA friend\nSocial media',
  },
  {
    id: 6,
    title: 'Where do you study?',
    field_type: 'lookup',
    required: false,
    challenge_filter: false,
    restricted: false,
    option_group: JSON.stringify({
      'North America': ['United States', 'Canada', 'Mexico'],
      Europe: ['United Kingdom', 'Germany', 'France'],
      Asia: ['India', 'Japan', 'Philippines'],
    }),
  },
  {
    id: 7,
    title: 'Have you used a product like this before?',
    field_type: 'radio',
    required: true,
    challenge_filter: false,
    restricted: false,
    options: 'Yes\nNo',
  },
  {
    id: 8,
    title: 'Rank these features by importance',
    field_type: 'ranking',
    required: false,
    challenge_filter: false,
    restricted: false,
    options: 'Price\nSpeed\nDesign',
  },
  {
    id: 9,
    title: 'Anything else we should know?',
    field_type: 'textarea',
    required: false,
    challenge_filter: false,
    restricted: false,
    max_characters: 500,
    placeholder: 'Optional',
  },
];

const PREFILTER_FIELD: SupplementalSubmissionField = {
  id: 10,
  title: 'Are you currently enrolled at a university?',
  field_type: 'radio',
  required: true,
  challenge_filter: true,
  restricted: false,
  options: 'Yes\nNo',
  correct_answer: 'Yes',
};

const tier = (criteria: TargetCriteria) => ({
  target_problem_solvers: {
    category: 'tier' as const,
    permission_type: 'inclusion' as const,
    criteria,
  },
});
const rules = (
  ...rows: Pick<ContestPermission, 'category' | 'permission_type' | 'criteria'>[]
) => ({
  contest_permissions: rows.map((row, index) => ({ id: index + 1, ...row })),
});
const NORTH_AMERICA = rules({
  category: 'location',
  permission_type: 'inclusion',
  criteria: ['United States', 'Canada'],
});

/**
 * One challenge per access rule of seed 001 §6 (docs/decisions.md), every other rule open: the
 * slug names the rule. The seeded contests of contests.ts are served too, with their own rules.
 */
export const SCENARIOS: Record<string, Partial<ContestRow>> = {
  'open-challenge': {},
  'prefilter-challenge': {
    supplemental_submission_fields: [PREFILTER_FIELD, ...ALL_SUPPLEMENTAL_TYPES.slice(0, 1)],
  },
  'timed-challenge': { draft_to_submission_time_limit_in_seconds: 3600 },
  'first-time-restricted': { restricted_for_1st_time_solver: true },
  'top-tier-only': tier('top_tier'),
  'first-and-second-tier': tier('first_and_second_tier'),
  'edu-domains-only': rules({ category: 'domain', permission_type: 'inclusion', criteria: '.edu' }),
  'no-gmail': rules({ category: 'domain', permission_type: 'exclusion', criteria: 'gmail.com' }),
  'north-america-only': NORTH_AMERICA,
  'north-america-strict': { ...NORTH_AMERICA, strict_contest_permissions: true },
  'members-only': { privacy_type: 'private' },
  'registered-only': { require_user_login: true },
  'spots-full': { cap_enabled: true, cap_limit: 300, reservedSpots: 300 },
};

const DAY = 86_400_000;

export const scenarioContests = defineTable<ContestRow>('solverScenarioContests', ({ now }) => {
  const base =
    contests()
      .all()
      .find((row) => row.contest_type === 'timed') ?? contests().all()[0];
  return Object.entries(SCENARIOS).map(([slug, overrides], index) => ({
    ...base,
    id: 10_000 + index,
    slug,
    title: `${slug.replace(/-/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase())}: campus commute ideas`,
    status: 'live',
    hidden: false,
    launched: true,
    deadline: new Date(now.getTime() + 14 * DAY + 5 * 3_600_000).toISOString(),
    draft_to_submission_time_limit_in_seconds: 0,
    multiple_solution_count: 1,
    privacy_type: 'public',
    strict_contest_permissions: false,
    restricted_for_1st_time_solver: false,
    require_user_login: false,
    show_criteria: true,
    cap_enabled: false,
    cap_limit: 300,
    reservedSpots: 12,
    ...tier('everybody'),
    contest_permissions: [],
    supplemental_submission_fields: ALL_SUPPLEMENTAL_TYPES,
    contest_layout_customization: {
      hide_header_layout: false,
      hide_footer_layout: false,
      hide_demographics_section_on_dashboard: false,
      attach_file_to_submission: true,
      attach_file_to_submission_label: 'Attach supporting files (PDF, slides or images)',
    },
    contestfiles: [
      {
        id: 1,
        key: `contestfiles/${slug}/commute-brief.pdf`,
        filename: 'commute-brief.pdf',
        url: `${API_BASE}/contests/${slug}/contestfiles/commute-brief.pdf`,
        size: 182_000,
      },
    ],
    ...overrides,
  }));
});

/** A challenge by slug: the rule scenarios first, then the seeded contests. */
export const findChallenge = (slug: string): ContestRow | undefined =>
  scenarioContests().find((row) => row.slug === slug) ?? findContestBySlug(slug);

/** Writes to whichever table holds the challenge. */
export const updateChallenge = (row: ContestRow, patch: Partial<ContestRow>) =>
  (scenarioContests().get(row.id) ? scenarioContests() : contests()).update(row.id, patch);
