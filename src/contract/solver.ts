import * as z from 'zod/mini';
import {
  CONTEST_TYPES,
  contestFileSchema,
  deliverableSubmissionFieldSchema,
  PERMISSION_CATEGORIES,
  PERMISSION_TYPES,
  permissionCriteriaSchema,
  PRIVACY_TYPES,
  rewardExtras,
  supplementalSubmissionFieldSchema,
  TARGET_CRITERIA,
} from './contestFields';
import { bool, dateTime, nullable, nullish, num, oneOf, optional, text } from './variants';

/**
 * The solver-side flow (seed 001 §3 Solver-side objects, §7 Solver side). The seed names these
 * objects but not their shapes; the shapes below are ours (docs/decisions.md). Contest fields
 * keep the authoring record's snake_case names; the solver-only objects use the seed's camelCase
 * (`eligibilityStatus`, `fileSignedUploadUrl`).
 */

/** What decides who may take part (seed 001 §6), as the challenge view shows it. */
export const challengeAccessSchema = z.object({
  target: oneOf(TARGET_CRITERIA),
  permissions: z.array(
    z.object({
      category: oneOf(PERMISSION_CATEGORIES),
      permission_type: oneOf(PERMISSION_TYPES),
      criteria: permissionCriteriaSchema,
    }),
  ),
  /** Top-tier solvers do not bypass location tests. */
  strict: bool(),
  /** `private`: signed-in solvers only. */
  privacy: oneOf(PRIVACY_TYPES),
  /** Registered (confirmed) accounts only. */
  requireRegistered: bool(),
  /** First-time solvers: no attachments, no paste, at least 200 characters. */
  firstTimeRestricted: bool(),
  capEnabled: bool(),
  capLimit: nullable(num()),
  spotsLeft: nullable(num()),
});
export type ChallengeAccess = z.infer<typeof challengeAccessSchema>;

export const viewerSchema = z.object({ name: text(), email: text() });
export type Viewer = z.infer<typeof viewerSchema>;

/** Answer of POST to the reserve-spot path; also kept on the view once reserved. */
export const eligibilitySchema = z.object({
  eligibilityStatus: bool(),
  eligibilityReason: nullable(text()),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const rubricCriterionSummarySchema = z.object({
  name: text(),
  short_name: text(),
  weight: num(),
});
export type RubricCriterionSummary = z.infer<typeof rubricCriterionSummarySchema>;

/** GET /contests/{slug}: the challenge as a solver sees it. */
export const challengeViewSchema = z.object({
  ...rewardExtras,
  title: text(),
  description: text(),
  short_description: nullish(text()),
  reward_policy: text(),
  reward_points: num(),
  deadline: nullish(dateTime()),
  /** Seconds from the form's first serving to the deadline for a solution; 0 or none: untimed. */
  draft_to_submission_time_limit_in_seconds: nullish(num()),
  slug: text(),
  contest_type: oneOf(CONTEST_TYPES),
  deliverable_submission_fields: z.array(deliverableSubmissionFieldSchema),
  /** The evaluation criteria; null when the challenge does not show them (`show_criteria`). */
  criteria: nullable(z.array(rubricCriterionSummarySchema)),
  contestfiles: z.array(contestFileSchema),
  access: challengeAccessSchema,
  reserveSpotPath: text(),
  solutionFormPath: text(),
  viewer: nullable(viewerSchema),
  /** The signed-in solver's reservation, once made. */
  reservation: nullable(eligibilitySchema),
  /** The solver's submitted solution, once sent. */
  solutionUrl: nullable(text()),
});
export type ChallengeView = z.infer<typeof challengeViewSchema>;

export const SOLUTION_FORM_TYPES = ['prefilter', 'solution'] as const;
export type SolutionFormType = (typeof SOLUTION_FORM_TYPES)[number];

export const firstTimeRestrictionsSchema = z.object({
  noAttachments: bool(),
  noPaste: bool(),
  minCharacters: num(),
});
export type FirstTimeRestrictions = z.infer<typeof firstTimeRestrictionsSchema>;

export const attachmentRulesSchema = z.object({
  allowed: bool(),
  label: nullable(text()),
  maxBytes: num(),
  /** Lower-case extensions without the dot. */
  extensions: z.array(text()),
});
export type AttachmentRules = z.infer<typeof attachmentRulesSchema>;

/** A file of a solution, uploaded directly to storage and confirmed by the callback. */
export const solutionFileSchema = z.object({
  key: text(),
  filename: text(),
  size: num(),
  url: optional(text()),
});
export type SolutionFile = z.infer<typeof solutionFileSchema>;

/** A supplemental answer: text, or a list (check boxes, ranking). */
export const supplementalAnswerSchema = z.union([text(), z.array(text())]);
export type SupplementalAnswer = z.infer<typeof supplementalAnswerSchema>;

/** What a solver has typed; the body of drafts and solutions (plus the slug and file keys). */
const solutionAnswers = {
  /** By deliverable field id. */
  deliverables: z.record(z.string(), text()),
  /** By supplemental field id. */
  supplementals: z.record(z.string(), supplementalAnswerSchema),
};
export const solutionAnswersSchema = z.object(solutionAnswers);
export type SolutionAnswers = z.infer<typeof solutionAnswersSchema>;

export const savedDraftSchema = z.object({ id: num(), savedAt: dateTime() });
export type SavedDraft = z.infer<typeof savedDraftSchema>;

export const solutionDraftSchema = z.object({ ...solutionAnswers, ...savedDraftSchema.shape });
export type SolutionDraft = z.infer<typeof solutionDraftSchema>;

/** GET the solution form path; POST check_prefilter answers a replacement. */
export const solutionFormObjectSchema = z.object({
  formType: oneOf(SOLUTION_FORM_TYPES),
  fileSignedUploadUrl: text(),
  /** With `prefilter`: POST here, `?permit=<field ids>`. */
  prefilterPath: text(),
  prefilterFields: z.array(supplementalSubmissionFieldSchema),
  deliverables: z.array(deliverableSubmissionFieldSchema),
  supplementals: z.array(supplementalSubmissionFieldSchema),
  attachments: attachmentRulesSchema,
  firstTimeRestrictions: nullable(firstTimeRestrictionsSchema),
  /** draft_to_submission_time_limit_in_seconds; 0 means none. */
  timeLimitSeconds: num(),
  /** ISO 8601; when the time limit runs out. */
  submitBy: nullable(dateTime()),
  draft: nullable(solutionDraftSchema),
  files: z.array(solutionFileSchema),
});
export type SolutionFormObject = z.infer<typeof solutionFormObjectSchema>;

/** Body of POST /contests/{slug}/check_prefilter. */
export const prefilterRequestSchema = z.object({ supplementals: solutionAnswers.supplementals });
export type PrefilterRequest = z.infer<typeof prefilterRequestSchema>;

/** Body of POST /solution_drafts and POST /solutions. */
export const solutionRequestSchema = z.object({
  ...solutionAnswers,
  contest_slug: text(),
  file_keys: z.array(text()),
});
export type SolutionRequest = z.infer<typeof solutionRequestSchema>;

/** Answer of POST /solutions: go to the view address, else the challenge address. */
export const submittedSolutionSchema = z.object({
  id: num(),
  viewUrl: nullable(text()),
  challengeUrl: text(),
});
export type SubmittedSolution = z.infer<typeof submittedSolutionSchema>;

/** GET /solutions/{id}: a submitted solution, as its author sees it. */
export const solutionViewSchema = z.object({
  ...solutionAnswers,
  id: num(),
  contest_slug: text(),
  contest_title: text(),
  submittedAt: dateTime(),
  files: z.array(solutionFileSchema),
  /** The question of each answer, by dotted path (`deliverables.1`, `supplementals.3`). */
  titles: z.record(z.string(), text()),
});
export type SolutionView = z.infer<typeof solutionViewSchema>;

/** GET /solutionfiles/signed_url query. */
export const solutionSignedUrlQuerySchema = z.object({
  contest_slug: text(),
  filename: text(),
  content_type: text(),
  size: num(),
});
