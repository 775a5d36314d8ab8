import { DEFAULT_FEEDBACK_TAGS, defaultRubric } from '../../contract/contest';
import { type ContestType } from '../../contract';
import type { ContestFormValues } from './types';

/** Seed 001 §9: the numbers every type starts from. */
export const LIMITS = {
  rewardPoints: 16000,
  requestedSolutions: { min: 20, max: 60, initial: 20 },
  multipleSolutionCount: 1,
  maxBibliographiesCount: 3,
  capLimit: 300,
  capSubmitTimeLimitSeconds: 43200,
  approvedCapLimit: 150,
  percentile: 50,
  fileMaxMb: 10,
  colourDebounceMs: 500,
  redirectDelayMs: 4100,
} as const;

/** Who a challenge targets (seed 001 §6): one of these, never blank. */
export const TARGET_CRITERIA = ['everybody', 'top_tier', 'first_and_second_tier'] as const;

/** Everything shared; the type tables below override what differs. */
const base = (contest_type: ContestType): ContestFormValues => ({
  contest_type,
  reward_policy: 'percentile_',
  reward_points: LIMITS.rewardPoints,
  percentile_number: LIMITS.percentile,
  winner_num: null,
  winner_reward: null,
  ru_num: null,
  ru_reward: null,
  hm_num: null,
  hm_reward: null,
  external_reward_winner_num: null,
  external_reward_winner_reward: null,
  external_reward_info: null,
  title: '',
  description: '',
  short_description: '',
  snapshot_pic: null,
  snapshot_pic_url: null,
  link_to_video: null,
  company_team_id: null,
  rep_email: null,
  manager_email: null,
  contact_name: null,
  contact_email: null,
  deadline: null,
  expected_launch_date: null,
  requested_solutions: LIMITS.requestedSolutions.initial,
  draft_to_submission_time_limit_in_seconds: 0,
  max_bibliographies_count: LIMITS.maxBibliographiesCount,
  multiple_solution_count: LIMITS.multipleSolutionCount,
  generate_ai_solution: true,
  privacy_type: 'public',
  solutions_private: 'private',
  strict_contest_permissions: false,
  auto_approve_submissions: false,
  restricted_for_1st_time_solver: true,
  no_community_contest: false,
  anonymous: true,
  require_user_login: true,
  featured: false,
  quick_solve: false,
  url_title: null,
  hide_entities: null,
  show_criteria: true,
  comments_visible_to_challengers: true,
  comments_require_approvals: true,
  contest_goal: 'innovation',
  show_in_upcoming: false,
  cap_enabled: false,
  cap_limit: LIMITS.capLimit,
  cap_submit_time_limit_in_seconds: LIMITS.capSubmitTimeLimitSeconds,
  approved_cap_enabled: false,
  approved_cap_limit: LIMITS.approvedCapLimit,
  requirement: null,
  contest_evaluation_scheme: { evaluation_rubric: defaultRubric(), pairwise_rating_scheme: 'none' },
  feedback_tags: DEFAULT_FEEDBACK_TAGS.map((name) => ({ name, _destroy: false })),
  target_problem_solvers: { category: 'tier', permission_type: 'inclusion', criteria: 'everybody' },
  contest_permissions: [],
  supplemental_submission_fields: [],
  deliverable_submission_fields: [
    { title: '', max_characters: null, order: 1, required: true, _destroy: false },
  ],
  contest_layout_customization: {
    custom_banner_color: null,
    custom_banner_logo: null,
    custom_banner_logo_url: null,
    custom_banner_text: null,
    hide_header_layout: false,
    hide_footer_layout: false,
    attach_file_to_submission: false,
    attach_file_to_submission_label: null,
    remove_custom_banner_logo: false,
    hide_demographics_section_on_dashboard: false,
  },
  contestfiles: [],
  ui: { customise_banner: false },
});

const TIMED_DEFAULTS = (): ContestFormValues => base('timed');

const SUBMISSION_DEFAULTS = (): ContestFormValues => base('submission');

const IDEATION_DEFAULTS = (): ContestFormValues => ({
  ...base('ideation'),
  reward_policy: 'crowd_voting',
  short_description: null,
  deliverable_submission_fields: [],
});

/** Seed 001 §9: community off, auto-approve on, no first-time restriction, no login required. */
const QUESTIONNAIRE_DEFAULTS = (): ContestFormValues => ({
  ...base('questionnaire'),
  no_community_contest: true,
  auto_approve_submissions: true,
  restricted_for_1st_time_solver: false,
  require_user_login: false,
  anonymous: false,
  generate_ai_solution: false,
  deliverable_submission_fields: [],
});

const TABLE: Record<ContestType, () => ContestFormValues> = {
  timed: TIMED_DEFAULTS,
  ideation: IDEATION_DEFAULTS,
  submission: SUBMISSION_DEFAULTS,
  questionnaire: QUESTIONNAIRE_DEFAULTS,
};

/** A fresh copy of a type's defaults (never shared between forms). */
export const defaultsFor = (type: ContestType): ContestFormValues => TABLE[type]();
