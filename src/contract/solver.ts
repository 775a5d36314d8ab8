import type {
  ContestFile,
  ContestRecord,
  ContestType,
  DeliverableSubmissionField,
  PermissionCategory,
  PermissionType,
  PrivacyType,
  SupplementalSubmissionField,
  TargetCriteria,
} from './contest';

/**
 * The solver-side flow (seed 001 §3 Solver-side objects, §7 Solver side). The seed names these
 * objects but not their shapes; the shapes below are ours (README, Decisions). Contest fields
 * keep the authoring record's snake_case names; the solver-only objects use the seed's camelCase
 * (`eligibilityStatus`, `fileSignedUploadUrl`).
 */

/** What decides who may take part (seed 001 §6), as the challenge view shows it. */
export interface ChallengeAccess {
  target: TargetCriteria;
  permissions: {
    category: PermissionCategory;
    permission_type: PermissionType;
    criteria: string | string[];
  }[];
  /** Top-tier solvers do not bypass location tests. */
  strict: boolean;
  /** `private`: signed-in solvers only. */
  privacy: PrivacyType;
  /** Registered (confirmed) accounts only. */
  requireRegistered: boolean;
  /** First-time solvers: no attachments, no paste, at least 200 characters. */
  firstTimeRestricted: boolean;
  capEnabled: boolean;
  capLimit: number | null;
  spotsLeft: number | null;
}

export interface Viewer {
  name: string;
  email: string;
}

/** Answer of POST to the reserve-spot path; also kept on the view once reserved. */
export interface Eligibility {
  eligibilityStatus: boolean;
  eligibilityReason: string | null;
}

export interface RubricCriterionSummary {
  name: string;
  short_name: string;
  weight: number;
}

/** GET /contests/{slug}: the challenge as a solver sees it. */
export interface ChallengeView extends Pick<
  ContestRecord,
  | 'title'
  | 'description'
  | 'short_description'
  | 'reward_policy'
  | 'reward_points'
  | 'deadline'
  | 'winner_num'
  | 'winner_reward'
  | 'ru_num'
  | 'ru_reward'
  | 'hm_num'
  | 'hm_reward'
  | 'external_reward_winner_num'
  | 'external_reward_winner_reward'
  | 'external_reward_info'
  | 'percentile_number'
  | 'draft_to_submission_time_limit_in_seconds'
> {
  slug: string;
  contest_type: ContestType;
  deliverable_submission_fields: DeliverableSubmissionField[];
  /** The evaluation criteria; null when the challenge does not show them (`show_criteria`). */
  criteria: RubricCriterionSummary[] | null;
  contestfiles: ContestFile[];
  access: ChallengeAccess;
  reserveSpotPath: string;
  solutionFormPath: string;
  viewer: Viewer | null;
  /** The signed-in solver's reservation, once made. */
  reservation: Eligibility | null;
  /** The solver's submitted solution, once sent. */
  solutionUrl: string | null;
}

export type SolutionFormType = 'prefilter' | 'solution';

export interface FirstTimeRestrictions {
  noAttachments: boolean;
  noPaste: boolean;
  minCharacters: number;
}

export interface AttachmentRules {
  allowed: boolean;
  label: string | null;
  maxBytes: number;
  /** Lower-case extensions without the dot. */
  extensions: string[];
}

/** A file of a solution, uploaded directly to storage and confirmed by the callback. */
export interface SolutionFile {
  key: string;
  filename: string;
  size: number;
  url?: string;
}

/** A supplemental answer: text, or a list (check boxes, ranking). */
export type SupplementalAnswer = string | string[];

/** What a solver has typed; the body of drafts and solutions (plus the slug and file keys). */
export interface SolutionAnswers {
  /** By deliverable field id. */
  deliverables: Record<string, string>;
  /** By supplemental field id. */
  supplementals: Record<string, SupplementalAnswer>;
}

export interface SolutionDraft extends SolutionAnswers {
  id: number;
  savedAt: string;
}

/** GET the solution form path; POST check_prefilter answers a replacement. */
export interface SolutionFormObject {
  formType: SolutionFormType;
  fileSignedUploadUrl: string;
  /** With `prefilter`: POST here, `?permit=<field ids>`. */
  prefilterPath: string;
  prefilterFields: SupplementalSubmissionField[];
  deliverables: DeliverableSubmissionField[];
  supplementals: SupplementalSubmissionField[];
  attachments: AttachmentRules;
  firstTimeRestrictions: FirstTimeRestrictions | null;
  /** draft_to_submission_time_limit_in_seconds; 0 means none. */
  timeLimitSeconds: number;
  /** ISO 8601; when the time limit runs out. */
  submitBy: string | null;
  draft: SolutionDraft | null;
  files: SolutionFile[];
}

/** Body of POST /contests/{slug}/check_prefilter. */
export interface PrefilterRequest {
  supplementals: Record<string, SupplementalAnswer>;
}

/** Body of POST /solution_drafts and POST /solutions. */
export interface SolutionRequest extends SolutionAnswers {
  contest_slug: string;
  file_keys: string[];
}

export interface SavedDraft {
  id: number;
  savedAt: string;
}

/** Answer of POST /solutions: go to the view address, else the challenge address. */
export interface SubmittedSolution {
  id: number;
  viewUrl: string | null;
  challengeUrl: string;
}

/** GET /solutions/{id}: a submitted solution, as its author sees it. */
export interface SolutionView extends SolutionAnswers {
  id: number;
  contest_slug: string;
  contest_title: string;
  submittedAt: string;
  files: SolutionFile[];
  /** The question of each answer, by dotted path (`deliverables.1`, `supplementals.3`). */
  titles: Record<string, string>;
}
