/**
 * The challenge (contest) as the authoring form loads and saves it (seed 001 §3):
 * GET admin/contests/{slug}, GET admin/contests/{slug}/clone, POST admin/contests (multipart,
 * CONTRACT §6). The solver view reads the same record.
 */
export const CONTEST_TYPES = ['timed', 'ideation', 'submission', 'questionnaire'] as const;
export type ContestType = (typeof CONTEST_TYPES)[number];

/** `percentile_` is sent with its number: `percentile_50` (CONTRACT §6). */
export const REWARD_POLICIES = [
  'percentile_',
  'win_hm',
  'win_ru_hm',
  'external_reward',
  'none',
] as const;
export const IDEATION_REWARD_POLICIES = ['crowd_voting', 'win_hm', 'none'] as const;
export type RewardPolicy =
  (typeof REWARD_POLICIES)[number] | (typeof IDEATION_REWARD_POLICIES)[number];

export type PrivacyType = 'public' | 'private';
export type SolutionsPrivacy = 'private' | 'public';
export type ContestGoal = 'innovation' | 'insights';
export type PairwiseRatingScheme = 'none' | 'simple';
export type TargetCriteria = 'everybody' | 'top_tier' | 'first_and_second_tier';
export type PermissionCategory = 'domain' | 'location';
export type PermissionType = 'inclusion' | 'exclusion';

export const SUPPLEMENTAL_FIELD_TYPES = [
  'check_box',
  'input',
  'input_other',
  'lookup',
  'number',
  'radio',
  'ranking',
  'select',
  'textarea',
] as const;
export type SupplementalFieldType = (typeof SUPPLEMENTAL_FIELD_TYPES)[number];

/** A row of a repeating list: removed rows are kept with `_destroy` until saved. */
export interface NestedRow {
  id?: number;
  _destroy?: boolean;
}

export interface RubricScaleEntry {
  label: string;
  level: number;
  min_rating: number;
  max_rating: number;
  feedback_text: string;
}

export interface RubricCriterion {
  name: string;
  short_name: string;
  chart_type: string;
  /** Colour codes of the chart, e.g. `['#1f77b4']`. */
  colour_codes: string[];
  weight: number;
  scale: RubricScaleEntry[];
}

export interface EvaluationRubric {
  criteria: RubricCriterion[];
}

/** The eight feedback tags every new challenge starts with (seed 001 §3). */
export const DEFAULT_FEEDBACK_TAGS = [
  'Well-written',
  'Poorly Written - grammar',
  'Poorly written - spelling',
  'Poorly written - not clear',
  'Unique idea',
  'Unoriginal idea',
  'Followed the prompt',
  'Missing requirements/did not follow the prompt',
] as const;

/** The default 1-10 scale of a rubric criterion. */
export const tenPointScale = (): RubricScaleEntry[] =>
  Array.from({ length: 10 }, (_, index) => ({
    label: String(index + 1),
    level: index + 1,
    min_rating: index + 1,
    max_rating: index + 1,
    feedback_text: '',
  }));

/** The default rubric: one criterion on a 1-10 bar-chart scale (seed 001 §3). */
export const defaultRubric = (): EvaluationRubric => ({
  criteria: [
    {
      name: 'Overall quality',
      short_name: 'Quality',
      chart_type: 'bar',
      colour_codes: ['#1553a8'],
      weight: 1,
      scale: tenPointScale(),
    },
  ],
});

export interface ContestEvaluationScheme {
  id?: number;
  evaluation_rubric: EvaluationRubric;
  pairwise_rating_scheme: PairwiseRatingScheme;
}

export interface FeedbackTag extends NestedRow {
  name: string;
}

export interface TargetProblemSolvers {
  /** Sent as category `tier`, permission_type `inclusion`, and this criteria. */
  category: 'tier';
  permission_type: 'inclusion';
  criteria: TargetCriteria;
}

export interface ContestPermission extends NestedRow {
  category: PermissionCategory;
  permission_type: PermissionType;
  /** Text for a domain; a list of locations for a location (joined by `, ` when sent). */
  criteria: string | string[];
}

export interface SupplementalSubmissionField extends NestedRow {
  title: string;
  field_type: SupplementalFieldType;
  required: boolean;
  challenge_filter: boolean;
  restricted: boolean;
  max_characters?: number | null;
  placeholder?: string | null;
  min_value?: number | null;
  max_value?: number | null;
  step_value?: number | null;
  correct_answer?: string | null;
  group_id?: number | null;
  order?: number | null;
  /** One option per line. */
  options?: string | null;
  /** A map of label to options, stored as JSON text. */
  option_group?: string | null;
}

export interface DeliverableSubmissionField extends NestedRow {
  title: string;
  max_characters?: number | null;
  order?: number | null;
  required: boolean;
}

export interface ContestLayoutCustomization {
  id?: number;
  custom_banner_color?: string | null;
  custom_banner_logo?: File | null;
  custom_banner_logo_url?: string | null;
  custom_banner_text?: string | null;
  hide_header_layout: boolean;
  hide_footer_layout: boolean;
  attach_file_to_submission: boolean;
  attach_file_to_submission_label?: string | null;
  remove_custom_banner_logo?: boolean;
  hide_demographics_section_on_dashboard: boolean;
}

export interface ContestFile {
  id?: number;
  key: string;
  filename: string;
  url?: string;
  size?: number;
}

export interface RewardExtras {
  percentile_number?: number | null;
  winner_num?: number | null;
  winner_reward?: number | null;
  ru_num?: number | null;
  ru_reward?: number | null;
  hm_num?: number | null;
  hm_reward?: number | null;
  external_reward_winner_num?: number | null;
  external_reward_winner_reward?: number | null;
  external_reward_info?: string | null;
}

export interface ContestRecord extends RewardExtras {
  id?: number;
  slug?: string;
  /** Set once launched: the evaluation scheme can no longer change. */
  launched?: boolean;
  contest_type: ContestType;
  reward_policy: RewardPolicy | string;
  reward_points: number;
  title: string;
  /** Rich text (HTML). */
  description: string;
  /** Prize description, rich text (HTML). */
  short_description?: string | null;
  snapshot_pic?: File | null;
  snapshot_pic_url?: string | null;
  link_to_video?: string | null;
  company_team_id: number | null;
  rep_email: string | null;
  manager_email: string | null;
  contact_name: string | null;
  contact_email: string | null;
  /** ISO 8601 with offset. */
  deadline?: string | null;
  expected_launch_date?: string | null;
  requested_solutions?: number | null;
  draft_to_submission_time_limit_in_seconds?: number | null;
  max_bibliographies_count?: number | null;
  multiple_solution_count?: number | null;
  generate_ai_solution?: boolean;
  privacy_type?: PrivacyType;
  solutions_private?: SolutionsPrivacy;
  strict_contest_permissions?: boolean;
  auto_approve_submissions?: boolean;
  restricted_for_1st_time_solver?: boolean;
  no_community_contest?: boolean;
  anonymous?: boolean;
  require_user_login?: boolean;
  featured?: boolean;
  quick_solve?: boolean;
  url_title?: string | null;
  /** Comma-separated words. */
  hide_entities?: string | null;
  show_criteria?: boolean;
  comments_visible_to_challengers?: boolean;
  comments_require_approvals?: boolean;
  contest_goal?: ContestGoal;
  show_in_upcoming?: boolean;
  cap_enabled?: boolean;
  cap_limit?: number | null;
  cap_submit_time_limit_in_seconds?: number | null;
  approved_cap_enabled?: boolean;
  approved_cap_limit?: number | null;
  /** Ideation's main question. */
  requirement?: string | null;
  contest_evaluation_scheme?: ContestEvaluationScheme;
  feedback_tags?: FeedbackTag[];
  target_problem_solvers?: TargetProblemSolvers;
  contest_permissions?: ContestPermission[];
  supplemental_submission_fields?: SupplementalSubmissionField[];
  deliverable_submission_fields?: DeliverableSubmissionField[];
  contest_layout_customization?: ContestLayoutCustomization;
  contestfiles?: ContestFile[];
}

/** Answer of POST admin/contests: `{ data: { redirect_to } }` (CONTRACT §5). */
export interface SaveContestResponse {
  redirect_to: string;
}

/** form_selects/contest_permission_locations: locations grouped by continent. */
export interface LocationGroup {
  label: string;
  options: { value: string; label: string }[];
}
