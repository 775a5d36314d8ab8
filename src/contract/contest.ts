import * as z from 'zod/mini';
import { named, ours } from './marks';
import {
  CONTEST_GOALS,
  CONTEST_TYPES,
  contestFileSchema,
  deliverableSubmissionFieldSchema,
  nestedRow,
  PAIRWISE_RATING_SCHEMES,
  PERMISSION_CATEGORIES,
  PERMISSION_TYPES,
  permissionCriteriaSchema,
  PRIVACY_TYPES,
  rewardExtras,
  SOLUTIONS_PRIVACY,
  supplementalSubmissionFieldSchema,
  TARGET_CRITERIA,
} from './contestFields';
import { COLOUR_KEYS, colourKeysShape, type ColourKey } from './openShapes';
import {
  bool,
  dateTime,
  json,
  nullable,
  nullish,
  num,
  oneOf,
  optional,
  optionalChoice,
  text,
  textList,
} from './variants';
import type { ContractCall } from './call';
import { ENDPOINTS } from './endpoints';

/**
 * The challenge (contest) as the authoring form loads and saves it (seed 001 §3):
 * GET admin/contests/{slug}, GET admin/contests/{slug}/clone, POST admin/contests (multipart,
 * CONTRACT §6). The solver view reads the same record.
 */
export const rubricScaleEntrySchema = z.looseObject({
  label: named('seed 001 §3', text()),
  level: named('seed 001 §3', num()),
  min_rating: named('seed 001 §3', num()),
  max_rating: named('seed 001 §3', num()),
  feedback_text: named('seed 001 §3', text()),
});
export type RubricScaleEntry = z.infer<typeof rubricScaleEntrySchema>;

/**
 * Colour codes of the chart, e.g. `['#1f77b4']`: the seed names them only in words, so any of
 * COLOUR_KEYS is read, and kept under the key it came with (the form edits that key).
 */
const colourCodes = Object.fromEntries(COLOUR_KEYS.map((key) => [key, ours(textList())])) as {
  [K in ColourKey]: ReturnType<typeof ours<ReturnType<typeof textList>>>;
};

export const rubricCriterionSchema = colourKeysShape(
  z.looseObject({
    name: named('seed 001 §3', text()),
    short_name: named('seed 001 §3', text()),
    chart_type: named('seed 001 §3', text()),
    ...colourCodes,
    weight: named('seed 001 §3', num()),
    scale: named('seed 001 §3', z.array(rubricScaleEntrySchema)),
  }),
);
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

export const evaluationRubricSchema = z.looseObject({
  criteria: named('seed 001 §3', z.array(rubricCriterionSchema)),
});
export type EvaluationRubric = z.infer<typeof evaluationRubricSchema>;

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

export const contestEvaluationSchemeSchema = z.looseObject({
  /** Ours: the record the scheme belongs to identifies it. */
  id: ours(num()),
  /** Multipart sends it as JSON text (CONTRACT §6); an answer may too. */
  evaluation_rubric: named('seed 001 §3', json(evaluationRubricSchema)),
  pairwise_rating_scheme: named('seed 001 §3', oneOf(PAIRWISE_RATING_SCHEMES)),
});
export type ContestEvaluationScheme = z.infer<typeof contestEvaluationSchemeSchema>;

export const feedbackTagSchema = z.looseObject({
  ...nestedRow,
  name: named('seed 001 §3', text()),
});
export type FeedbackTag = z.infer<typeof feedbackTagSchema>;

/** Sent as category `tier`, permission_type `inclusion`, and this criteria. */
export const targetProblemSolversSchema = z.looseObject({
  category: named('seed 001 §3', z.literal('tier')),
  permission_type: named('seed 001 §3', z.literal('inclusion')),
  /** Not chosen yet on a draft the server kept blank: the form refuses it until one is. */
  criteria: named('seed 001 §3', optionalChoice(TARGET_CRITERIA)),
});
export type TargetProblemSolvers = z.infer<typeof targetProblemSolversSchema>;

export const contestPermissionSchema = z.looseObject({
  ...nestedRow,
  category: named('seed 001 §3', oneOf(PERMISSION_CATEGORIES)),
  permission_type: named('seed 001 §3', oneOf(PERMISSION_TYPES)),
  criteria: named('seed 001 §3', permissionCriteriaSchema),
});
export type ContestPermission = z.infer<typeof contestPermissionSchema>;

export const contestLayoutCustomizationSchema = z.looseObject({
  /** Ours: the record the layout belongs to identifies it. */
  id: ours(num()),
  custom_banner_color: named('seed 001 §3', nullish(text())),
  custom_banner_logo: named('seed 001 §3', nullish(z.file())),
  /** Ours: the seed says only "with url"; without it no current logo is shown. */
  custom_banner_logo_url: ours(nullable(text())),
  custom_banner_text: named('seed 001 §3', nullish(text())),
  hide_header_layout: named('seed 001 §3', bool()),
  hide_footer_layout: named('seed 001 §3', bool()),
  attach_file_to_submission: named('seed 001 §3', bool()),
  attach_file_to_submission_label: named('seed 001 §3', nullish(text())),
  remove_custom_banner_logo: named('seed 001 §3', optional(bool())),
  hide_demographics_section_on_dashboard: named('seed 001 §3', bool()),
});
export type ContestLayoutCustomization = z.infer<typeof contestLayoutCustomizationSchema>;

export const contestRecordSchema = z.looseObject({
  ...rewardExtras,
  /** Ours (already optional): the record's id, sent back when it came. */
  id: ours(num()),
  /** Ours: the URL holds it. */
  slug: ours(text()),
  /** Ours: set once launched, the evaluation scheme can no longer change (seed 001 §5 says so in words). */
  launched: ours(bool()),
  contest_type: named('seed 001 §3', oneOf(CONTEST_TYPES)),
  /** A policy of REWARD_POLICIES, `percentile_<n>` as stored. */
  reward_policy: named('seed 001 §3', text()),
  reward_points: named('seed 001 §3', num()),
  title: named('seed 001 §3', text()),
  /** Rich text (HTML). */
  description: named('seed 001 §3', text()),
  /** Prize description, rich text (HTML). */
  short_description: named('seed 001 §3', nullish(text())),
  snapshot_pic: named('seed 001 §3', nullish(z.file())),
  snapshot_pic_url: named('seed 001 §3', nullish(text())),
  link_to_video: named('seed 001 §3', nullish(text())),
  company_team_id: named('seed 001 §3', nullable(num())),
  rep_email: named('seed 001 §3', nullable(text())),
  manager_email: named('seed 001 §3', nullable(text())),
  contact_name: named('seed 001 §3', nullable(text())),
  contact_email: named('seed 001 §3', nullable(text())),
  /** ISO 8601 with offset. */
  deadline: named('seed 001 §3', nullish(dateTime())),
  expected_launch_date: named('seed 001 §3', nullish(dateTime())),
  requested_solutions: named('seed 001 §3', nullish(num())),
  draft_to_submission_time_limit_in_seconds: named('seed 001 §3', nullish(num())),
  max_bibliographies_count: named('seed 001 §3', nullish(num())),
  multiple_solution_count: named('seed 001 §3', nullish(num())),
  generate_ai_solution: named('seed 001 §3', optional(bool())),
  privacy_type: named('seed 001 §3', optional(oneOf(PRIVACY_TYPES))),
  solutions_private: named('seed 001 §3', optional(oneOf(SOLUTIONS_PRIVACY))),
  strict_contest_permissions: named('seed 001 §3', optional(bool())),
  auto_approve_submissions: named('seed 001 §3', optional(bool())),
  restricted_for_1st_time_solver: named('seed 001 §3', optional(bool())),
  no_community_contest: named('seed 001 §3', optional(bool())),
  anonymous: named('seed 001 §3', optional(bool())),
  require_user_login: named('seed 001 §3', optional(bool())),
  featured: named('seed 001 §3', optional(bool())),
  quick_solve: named('seed 001 §3', optional(bool())),
  url_title: named('seed 001 §3', nullish(text())),
  /** Comma-separated words. */
  hide_entities: named('seed 001 §3', nullish(text())),
  show_criteria: named('seed 001 §3', optional(bool())),
  comments_visible_to_challengers: named('seed 001 §3', optional(bool())),
  comments_require_approvals: named('seed 001 §3', optional(bool())),
  contest_goal: named('seed 001 §3', optional(oneOf(CONTEST_GOALS))),
  show_in_upcoming: named('seed 001 §3', optional(bool())),
  cap_enabled: named('seed 001 §3', optional(bool())),
  cap_limit: named('seed 001 §3', nullish(num())),
  cap_submit_time_limit_in_seconds: named('seed 001 §3', nullish(num())),
  approved_cap_enabled: named('seed 001 §3', optional(bool())),
  approved_cap_limit: named('seed 001 §3', nullish(num())),
  /** Ideation's main question. */
  requirement: named('seed 001 §3', nullish(text())),
  contest_evaluation_scheme: named('seed 001 §3', optional(contestEvaluationSchemeSchema)),
  feedback_tags: named('seed 001 §3', optional(z.array(feedbackTagSchema))),
  target_problem_solvers: named('seed 001 §3', optional(targetProblemSolversSchema)),
  contest_permissions: named('seed 001 §3', optional(z.array(contestPermissionSchema))),
  supplemental_submission_fields: named(
    'seed 001 §3',
    optional(z.array(supplementalSubmissionFieldSchema)),
  ),
  deliverable_submission_fields: named(
    'seed 001 §3',
    optional(z.array(deliverableSubmissionFieldSchema)),
  ),
  contest_layout_customization: named('seed 001 §3', optional(contestLayoutCustomizationSchema)),
  contestfiles: named('seed 001 §3', optional(z.array(contestFileSchema))),
});
export type ContestRecord = z.infer<typeof contestRecordSchema>;

/** Answer of POST admin/contests: `{ data: { redirect_to } }` (CONTRACT §5). */
export const saveContestResponseSchema = z.object({ redirect_to: named('seed 001 §7', text()) });
export type SaveContestResponse = z.infer<typeof saveContestResponseSchema>;

/** The challenge form's calls, one place per endpoint (its option lists: ./formSelects.ts). */
export const contestCall = {
  method: 'GET',
  path: ENDPOINTS.contest,
  summary: 'A challenge to edit',
  params: { slug: text() },
  answer: contestRecordSchema,
} as const satisfies ContractCall;
export const contestCloneCall = {
  method: 'GET',
  path: `${ENDPOINTS.contest}/clone`,
  summary: 'A challenge to clone',
  params: { slug: text() },
  answer: contestRecordSchema,
} as const satisfies ContractCall;
export const saveContestCall = {
  method: 'POST',
  path: ENDPOINTS.contests,
  summary: 'Save a challenge (multipart, CONTRACT §6)',
  body: contestRecordSchema,
  multipart: true,
  answer: saveContestResponseSchema,
} as const satisfies ContractCall;
