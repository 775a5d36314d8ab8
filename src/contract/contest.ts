import * as z from 'zod/mini';
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
import {
  COLOUR_KEYS,
  colourKeysShape,
  optionGroupsShape,
  optionsShape,
  type ColourKey,
} from './openShapes';
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

/**
 * The challenge (contest) as the authoring form loads and saves it (seed 001 §3):
 * GET admin/contests/{slug}, GET admin/contests/{slug}/clone, POST admin/contests (multipart,
 * CONTRACT §6). The solver view reads the same record.
 */
export const rubricScaleEntrySchema = z.looseObject({
  label: text(),
  level: num(),
  min_rating: num(),
  max_rating: num(),
  feedback_text: text(),
});
export type RubricScaleEntry = z.infer<typeof rubricScaleEntrySchema>;

/**
 * Colour codes of the chart, e.g. `['#1f77b4']`: the seed names them only in words, so any of
 * COLOUR_KEYS is read, and kept under the key it came with (the form edits that key).
 */
const colourCodes = Object.fromEntries(COLOUR_KEYS.map((key) => [key, optional(textList())])) as {
  [K in ColourKey]: ReturnType<typeof optional<ReturnType<typeof textList>>>;
};

export const rubricCriterionSchema = colourKeysShape(
  z.looseObject({
    name: text(),
    short_name: text(),
    chart_type: text(),
    ...colourCodes,
    weight: num(),
    scale: z.array(rubricScaleEntrySchema),
  }),
);
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

export const evaluationRubricSchema = z.looseObject({ criteria: z.array(rubricCriterionSchema) });
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
  id: optional(num()),
  /** Multipart sends it as JSON text (CONTRACT §6); an answer may too. */
  evaluation_rubric: json(evaluationRubricSchema),
  pairwise_rating_scheme: oneOf(PAIRWISE_RATING_SCHEMES),
});
export type ContestEvaluationScheme = z.infer<typeof contestEvaluationSchemeSchema>;

export const feedbackTagSchema = z.looseObject({ ...nestedRow, name: text() });
export type FeedbackTag = z.infer<typeof feedbackTagSchema>;

/** Sent as category `tier`, permission_type `inclusion`, and this criteria. */
export const targetProblemSolversSchema = z.looseObject({
  category: z.literal('tier'),
  permission_type: z.literal('inclusion'),
  /** Not chosen yet on a draft the server kept blank: the form refuses it until one is. */
  criteria: optionalChoice(TARGET_CRITERIA),
});
export type TargetProblemSolvers = z.infer<typeof targetProblemSolversSchema>;

export const contestPermissionSchema = z.looseObject({
  ...nestedRow,
  category: oneOf(PERMISSION_CATEGORIES),
  permission_type: oneOf(PERMISSION_TYPES),
  criteria: permissionCriteriaSchema,
});
export type ContestPermission = z.infer<typeof contestPermissionSchema>;

export const contestLayoutCustomizationSchema = z.looseObject({
  id: optional(num()),
  custom_banner_color: nullish(text()),
  custom_banner_logo: nullish(z.file()),
  custom_banner_logo_url: nullish(text()),
  custom_banner_text: nullish(text()),
  hide_header_layout: bool(),
  hide_footer_layout: bool(),
  attach_file_to_submission: bool(),
  attach_file_to_submission_label: nullish(text()),
  remove_custom_banner_logo: optional(bool()),
  hide_demographics_section_on_dashboard: bool(),
});
export type ContestLayoutCustomization = z.infer<typeof contestLayoutCustomizationSchema>;

export const contestRecordSchema = z.looseObject({
  ...rewardExtras,
  id: optional(num()),
  slug: optional(text()),
  /** Set once launched: the evaluation scheme can no longer change. */
  launched: optional(bool()),
  contest_type: oneOf(CONTEST_TYPES),
  /** A policy of REWARD_POLICIES, `percentile_<n>` as stored. */
  reward_policy: text(),
  reward_points: num(),
  title: text(),
  /** Rich text (HTML). */
  description: text(),
  /** Prize description, rich text (HTML). */
  short_description: nullish(text()),
  snapshot_pic: nullish(z.file()),
  snapshot_pic_url: nullish(text()),
  link_to_video: nullish(text()),
  company_team_id: nullable(num()),
  rep_email: nullable(text()),
  manager_email: nullable(text()),
  contact_name: nullable(text()),
  contact_email: nullable(text()),
  /** ISO 8601 with offset. */
  deadline: nullish(dateTime()),
  expected_launch_date: nullish(dateTime()),
  requested_solutions: nullish(num()),
  draft_to_submission_time_limit_in_seconds: nullish(num()),
  max_bibliographies_count: nullish(num()),
  multiple_solution_count: nullish(num()),
  generate_ai_solution: optional(bool()),
  privacy_type: optional(oneOf(PRIVACY_TYPES)),
  solutions_private: optional(oneOf(SOLUTIONS_PRIVACY)),
  strict_contest_permissions: optional(bool()),
  auto_approve_submissions: optional(bool()),
  restricted_for_1st_time_solver: optional(bool()),
  no_community_contest: optional(bool()),
  anonymous: optional(bool()),
  require_user_login: optional(bool()),
  featured: optional(bool()),
  quick_solve: optional(bool()),
  url_title: nullish(text()),
  /** Comma-separated words. */
  hide_entities: nullish(text()),
  show_criteria: optional(bool()),
  comments_visible_to_challengers: optional(bool()),
  comments_require_approvals: optional(bool()),
  contest_goal: optional(oneOf(CONTEST_GOALS)),
  show_in_upcoming: optional(bool()),
  cap_enabled: optional(bool()),
  cap_limit: nullish(num()),
  cap_submit_time_limit_in_seconds: nullish(num()),
  approved_cap_enabled: optional(bool()),
  approved_cap_limit: nullish(num()),
  /** Ideation's main question. */
  requirement: nullish(text()),
  contest_evaluation_scheme: optional(contestEvaluationSchemeSchema),
  feedback_tags: optional(z.array(feedbackTagSchema)),
  target_problem_solvers: optional(targetProblemSolversSchema),
  contest_permissions: optional(z.array(contestPermissionSchema)),
  supplemental_submission_fields: optional(z.array(supplementalSubmissionFieldSchema)),
  deliverable_submission_fields: optional(z.array(deliverableSubmissionFieldSchema)),
  contest_layout_customization: optional(contestLayoutCustomizationSchema),
  contestfiles: optional(z.array(contestFileSchema)),
});
export type ContestRecord = z.infer<typeof contestRecordSchema>;

/** Answer of POST admin/contests: `{ data: { redirect_to } }` (CONTRACT §5). */
export const saveContestResponseSchema = z.object({ redirect_to: text() });
export type SaveContestResponse = z.infer<typeof saveContestResponseSchema>;

/** form_selects/contest_permission_locations: locations grouped by continent. */
export const locationGroupSchema = z.object({
  label: text(),
  options: optionsShape(z.array(z.object({ value: text(), label: text() }))),
});
export type LocationGroup = z.infer<typeof locationGroupSchema>;
export const locationGroupsSchema = optionGroupsShape(z.array(locationGroupSchema));
