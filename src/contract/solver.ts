import * as z from 'zod/mini';
import type { ContractCall } from './call';
import { named, ours } from './marks';
import { challengeEndpoint, solutionEndpoint } from './solverEndpoints';
import {
  solutionDraftsEndpoint,
  solutionFileDeletedEndpoint,
  solutionFileUploadedEndpoint,
  solutionsEndpoint,
} from './solverPostEndpoints';
import { deletedFileAnswer, signedUploadSchema, solutionFileCallbackSchema } from './uploads';
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
import { bool, dateTime, nullable, nullish, num, oneOf, text } from './variants';

/**
 * The solver-side flow (seed 001 §3 Solver-side objects, §7 Solver side). The seed names these
 * objects but not their shapes; the shapes below are ours (docs/decisions.md). Contest fields
 * keep the authoring record's snake_case names; the solver-only objects use the seed's camelCase
 * (`eligibilityStatus`, `fileSignedUploadUrl`).
 */

/** What decides who may take part (seed 001 §6), as the challenge view shows it. */
export const challengeAccessSchema = z.object({
  target: named('seed 001 §6', oneOf(TARGET_CRITERIA)),
  permissions: named(
    'seed 001 §6',
    z.array(
      z.object({
        category: named('seed 001 §3', oneOf(PERMISSION_CATEGORIES)),
        permission_type: named('seed 001 §3', oneOf(PERMISSION_TYPES)),
        criteria: named('seed 001 §3', permissionCriteriaSchema),
      }),
    ),
  ),
  /** Top-tier solvers do not bypass location tests. */
  strict: named('seed 001 §6', bool()),
  /** `private`: signed-in solvers only. */
  privacy: named('seed 001 §6', oneOf(PRIVACY_TYPES)),
  /** Registered (confirmed) accounts only. */
  requireRegistered: named('seed 001 §6', bool()),
  /** First-time solvers: no attachments, no paste, at least 200 characters. */
  firstTimeRestricted: named('seed 001 §6', bool()),
  capEnabled: named('seed 001 §6', bool()),
  capLimit: named('seed 001 §6', nullable(num())),
  spotsLeft: named('seed 001 §6', nullable(num())),
});
export type ChallengeAccess = z.infer<typeof challengeAccessSchema>;

/** Ours: the signed-in solver, shown as "name (email)"; null: signed out; left out: Reserve is offered. */
export const viewerSchema = z.object({ name: ours(text()), email: ours(text()) });
export type Viewer = z.infer<typeof viewerSchema>;

/** Answer of POST to the reserve-spot path; also kept on the view once reserved. */
export const eligibilitySchema = z.object({
  eligibilityStatus: named('seed 001 §7', bool()),
  eligibilityReason: named('seed 001 §7', nullable(text())),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const rubricCriterionSummarySchema = z.object({
  name: named('seed 001 §3', text()),
  short_name: named('seed 001 §3', text()),
  weight: named('seed 001 §3', num()),
});
export type RubricCriterionSummary = z.infer<typeof rubricCriterionSummarySchema>;

/** GET /contests/{slug}: the challenge as a solver sees it. */
export const challengeViewSchema = z.object({
  ...rewardExtras,
  title: named('seed 001 §3', text()),
  description: named('seed 001 §3', text()),
  short_description: named('seed 001 §3', nullish(text())),
  reward_policy: named('seed 001 §3', text()),
  reward_points: named('seed 001 §3', num()),
  deadline: named('seed 001 §3', nullish(dateTime())),
  /** Seconds from the form's first serving to the deadline for a solution; 0 or none: untimed. */
  draft_to_submission_time_limit_in_seconds: named('seed 001 §3', nullish(num())),
  slug: named('seed 001 §3', text()),
  contest_type: named('seed 001 §3', oneOf(CONTEST_TYPES)),
  deliverable_submission_fields: named('seed 001 §3', z.array(deliverableSubmissionFieldSchema)),
  /** The evaluation criteria; null when the challenge does not show them (`show_criteria`). */
  criteria: named('seed 001 §3', nullable(z.array(rubricCriterionSummarySchema))),
  contestfiles: named('seed 001 §3', z.array(contestFileSchema)),
  access: named('seed 001 §6', challengeAccessSchema),
  reserveSpotPath: named('seed 001 §3', text()),
  solutionFormPath: named('seed 001 §7', text()),
  viewer: ours(nullable(viewerSchema)),
  /** The signed-in solver's reservation, once made. */
  reservation: named('seed 001 §7', nullable(eligibilitySchema)),
  /** The solver's submitted solution, once sent. */
  /** Ours: without it the view offers no link to a sent solution. */
  solutionUrl: ours(nullable(text())),
});
export type ChallengeView = z.infer<typeof challengeViewSchema>;

export const SOLUTION_FORM_TYPES = ['prefilter', 'solution'] as const;
export type SolutionFormType = (typeof SOLUTION_FORM_TYPES)[number];

export const firstTimeRestrictionsSchema = z.object({
  noAttachments: named('seed 001 §5', bool()),
  noPaste: named('seed 001 §5', bool()),
  minCharacters: named('seed 001 §5', num()),
});
export type FirstTimeRestrictions = z.infer<typeof firstTimeRestrictionsSchema>;

export const attachmentRulesSchema = z.object({
  /** attach_file_to_submission. */
  allowed: named('seed 001 §3', bool()),
  /** attach_file_to_submission_label. */
  label: named('seed 001 §3', nullable(text())),
  maxBytes: named('seed 001 §9', num()),
  /** Ours: lower-case extensions without the dot; without them any type is offered. */
  extensions: ours(z.array(text())),
});
export type AttachmentRules = z.infer<typeof attachmentRulesSchema>;

/** A file of a solution, uploaded directly to storage and confirmed by the callback. */
export const solutionFileSchema = z.object({
  key: named('seed 001 §3', text()),
  /** Ours: a file without a name shows its key. */
  filename: ours(text()),
  size: ours(num()),
  url: ours(text()),
});
export type SolutionFile = z.infer<typeof solutionFileSchema>;
/** The uploaded callback's answer: ours as a whole (see `callbackAnswer` in ./uploads). */
export const uploadedSolutionFileAnswer = ours(solutionFileSchema);

/** A supplemental answer: text, or a list (check boxes, ranking). */
export const supplementalAnswerSchema = z.union([text(), z.array(text())]);
export type SupplementalAnswer = z.infer<typeof supplementalAnswerSchema>;

/** What a solver has typed; the body of drafts and solutions (plus the slug and file keys). */
const solutionAnswers = {
  /** By deliverable field id. */
  deliverables: named('seed 001 §3', z.record(z.string(), text())),
  /** By supplemental field id. */
  supplementals: named('seed 001 §3', z.record(z.string(), supplementalAnswerSchema)),
};
export const solutionAnswersSchema = z.object(solutionAnswers);
export type SolutionAnswers = z.infer<typeof solutionAnswersSchema>;

/** Ours: a saved draft's time falls back to the time of the save. */
export const savedDraftSchema = z.object({ id: ours(num()), savedAt: ours(dateTime()) });
export type SavedDraft = z.infer<typeof savedDraftSchema>;

export const solutionDraftSchema = z.object({ ...solutionAnswers, ...savedDraftSchema.shape });
export type SolutionDraft = z.infer<typeof solutionDraftSchema>;

/** GET the solution form path; POST check_prefilter answers a replacement. */
export const solutionFormObjectSchema = z.object({
  formType: named('seed 001 §3', oneOf(SOLUTION_FORM_TYPES)),
  fileSignedUploadUrl: named('seed 001 §7', text()),
  /** Ours: with `prefilter`, POST here, `?permit=<field ids>`; else /contests/{slug}/check_prefilter. */
  prefilterPath: ours(text()),
  prefilterFields: named('seed 001 §3', z.array(supplementalSubmissionFieldSchema)),
  deliverables: named('seed 001 §3', z.array(deliverableSubmissionFieldSchema)),
  supplementals: named('seed 001 §3', z.array(supplementalSubmissionFieldSchema)),
  attachments: named('seed 001 §3', attachmentRulesSchema),
  firstTimeRestrictions: named('seed 001 §3', nullable(firstTimeRestrictionsSchema)),
  /** Ours: draft_to_submission_time_limit_in_seconds; 0 or none means none. */
  timeLimitSeconds: ours(num()),
  /** Ours: ISO 8601, when the time limit runs out; without it no countdown is shown. */
  submitBy: ours(nullable(dateTime())),
  draft: named('seed 001 §3', nullable(solutionDraftSchema)),
  files: named('seed 001 §3', z.array(solutionFileSchema)),
});
export type SolutionFormObject = z.infer<typeof solutionFormObjectSchema>;

/** Body of POST /contests/{slug}/check_prefilter. */
export const prefilterRequestSchema = z.object({ supplementals: solutionAnswers.supplementals });
export type PrefilterRequest = z.infer<typeof prefilterRequestSchema>;

/** Body of POST /solution_drafts and POST /solutions. */
export const solutionRequestSchema = z.object({
  ...solutionAnswers,
  contest_slug: named('seed 001 §3', text()),
  file_keys: named('seed 001 §3', z.array(text())),
});
export type SolutionRequest = z.infer<typeof solutionRequestSchema>;

/** Answer of POST /solutions: go to the view address, else the challenge address. */
export const submittedSolutionSchema = z.object({
  id: ours(num()),
  /** Ours: the view address, else the challenge address, else the challenge's own page (seed 001 §4). */
  viewUrl: ours(nullable(text())),
  challengeUrl: ours(text()),
});
export type SubmittedSolution = z.infer<typeof submittedSolutionSchema>;

/** GET /solutions/{id}: a submitted solution, as its author sees it. */
export const solutionViewSchema = z.object({
  ...solutionAnswers,
  /** Ours: the URL holds it. */
  id: ours(num()),
  contest_slug: ours(text()),
  contest_title: ours(text()),
  submittedAt: ours(dateTime()),
  files: named('seed 001 §3', z.array(solutionFileSchema)),
  /** Ours: the question of each answer, by dotted path (`deliverables.1`); else the path shows. */
  titles: ours(z.record(z.string(), text())),
});
export type SolutionView = z.infer<typeof solutionViewSchema>;

/** GET /solutionfiles/signed_url query. */
export const solutionSignedUrlQuerySchema = z.object({
  contest_slug: text(),
  filename: text(),
  content_type: text(),
  size: num(),
});

/**
 * The solver flow's calls, one place per endpoint. The challenge view names the paths of the
 * calls that follow it (`links`); these are the paths a server gives by default.
 */
const slug = { slug: text() };
export const challengeViewCall = {
  method: 'GET',
  path: challengeEndpoint,
  summary: 'The challenge as a solver sees it',
  params: slug,
  answer: challengeViewSchema,
} as const satisfies ContractCall;
export const reserveSpotCall = {
  method: 'POST',
  path: '/contests/{slug}/reserve_spot',
  summary: 'Reserve a spot',
  params: slug,
  answer: eligibilitySchema,
} as const satisfies ContractCall;
export const solutionFormCall = {
  method: 'GET',
  path: '/contests/{slug}/solution_form',
  summary: 'The solution form (after a reserved spot)',
  params: slug,
  answer: solutionFormObjectSchema,
} as const satisfies ContractCall;
export const checkPrefilterCall = {
  method: 'POST',
  path: '/contests/{slug}/check_prefilter',
  summary: 'Check the prefilter answers',
  params: slug,
  query: z.object({ permit: text() }),
  body: prefilterRequestSchema,
  answer: solutionFormObjectSchema,
} as const satisfies ContractCall;
export const saveDraftCall = {
  method: 'POST',
  path: solutionDraftsEndpoint,
  summary: 'Save a draft',
  body: solutionRequestSchema,
  answer: savedDraftSchema,
} as const satisfies ContractCall;
export const submitSolutionCall = {
  method: 'POST',
  path: solutionsEndpoint,
  summary: 'Submit a solution',
  body: solutionRequestSchema,
  answer: submittedSolutionSchema,
} as const satisfies ContractCall;
export const solutionCall = {
  method: 'GET',
  path: solutionEndpoint,
  summary: 'A submitted solution',
  params: { id: text() },
  answer: solutionViewSchema,
} as const satisfies ContractCall;
export const solutionFileSignedUrlCall = {
  method: 'GET',
  path: '/solutionfiles/signed_url',
  summary: 'Signed upload details for a solution file (CONTRACT §7)',
  query: solutionSignedUrlQuerySchema,
  answer: signedUploadSchema,
} as const satisfies ContractCall;
export const solutionFileUploadedCall = {
  method: 'POST',
  path: solutionFileUploadedEndpoint,
  summary: 'A solution file reached storage',
  body: solutionFileCallbackSchema,
  answer: uploadedSolutionFileAnswer,
} as const satisfies ContractCall;
export const solutionFileDeletedCall = {
  method: 'POST',
  path: solutionFileDeletedEndpoint,
  summary: 'A solution file was removed',
  body: solutionFileCallbackSchema,
  answer: deletedFileAnswer,
} as const satisfies ContractCall;
