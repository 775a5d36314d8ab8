import type {
  ChallengeView,
  SolutionFormObject,
  SupplementalSubmissionField,
} from '../../src/contract';
import { MAX_UPLOAD_BYTES, objectUrl } from '../storage';
import type { ContestRow } from './contests';
import type { UserRow } from './people';
import { firstTimeRestricted, MIN_FIRST_TIME_CHARACTERS } from './solverAccess';
import {
  findDraft,
  findReservation,
  findSolutions,
  pendingFiles,
  type ReservationRow,
} from './solverRecords';
import { solutionFileSignedUrlCall } from '../../src/contract/solver';

export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'png', 'jpg', 'jpeg'];

const live = <T extends { _destroy?: boolean; order?: number | null }>(rows: T[] = []) =>
  rows.filter((row) => !row._destroy).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

const paths = (slug: string) => ({
  reserveSpotPath: `/contests/${slug}/reserve_spot`,
  solutionFormPath: `/contests/${slug}/solution_form`,
  prefilterPath: `/contests/${slug}/check_prefilter`,
});

/** GET /contests/{slug}: what a solver sees of a challenge. */
export const challengeView = (contest: ContestRow, user: UserRow | null): ChallengeView => {
  const reservation = user ? findReservation(contest.slug, user.id) : undefined;
  const submitted = user ? findSolutions(contest.slug, user.id).at(-1) : undefined;
  const { reserveSpotPath, solutionFormPath } = paths(contest.slug);
  return {
    slug: contest.slug,
    contest_type: contest.contest_type,
    title: contest.title,
    description: contest.description,
    short_description: contest.short_description ?? null,
    reward_policy: contest.reward_policy,
    reward_points: contest.reward_points,
    percentile_number: contest.percentile_number,
    winner_num: contest.winner_num,
    winner_reward: contest.winner_reward,
    ru_num: contest.ru_num,
    ru_reward: contest.ru_reward,
    hm_num: contest.hm_num,
    hm_reward: contest.hm_reward,
    external_reward_winner_num: contest.external_reward_winner_num,
    external_reward_winner_reward: contest.external_reward_winner_reward,
    external_reward_info: contest.external_reward_info,
    deadline: contest.deadline ?? null,
    draft_to_submission_time_limit_in_seconds:
      contest.draft_to_submission_time_limit_in_seconds ?? 0,
    deliverable_submission_fields: live(contest.deliverable_submission_fields),
    criteria: contest.show_criteria
      ? (contest.contest_evaluation_scheme?.evaluation_rubric.criteria ?? []).map(
          ({ name, short_name, weight }) => ({ name, short_name, weight }),
        )
      : null,
    contestfiles: (contest.contestfiles ?? []).map((file) => ({
      ...file,
      url: file.url ?? objectUrl(file.key),
    })),
    access: {
      target: contest.target_problem_solvers?.criteria ?? 'everybody',
      permissions: live(contest.contest_permissions).map(
        ({ category, permission_type, criteria }) => ({ category, permission_type, criteria }),
      ),
      strict: Boolean(contest.strict_contest_permissions),
      privacy: contest.privacy_type ?? 'public',
      requireRegistered: Boolean(contest.require_user_login),
      firstTimeRestricted: Boolean(contest.restricted_for_1st_time_solver),
      capEnabled: Boolean(contest.cap_enabled),
      capLimit: contest.cap_enabled ? (contest.cap_limit ?? null) : null,
      spotsLeft:
        contest.cap_enabled && contest.cap_limit != null
          ? Math.max(0, contest.cap_limit - contest.reservedSpots)
          : null,
    },
    reserveSpotPath,
    solutionFormPath,
    viewer: user ? { name: user.name, email: user.email } : null,
    reservation: reservation
      ? {
          eligibilityStatus: reservation.eligibilityStatus,
          eligibilityReason: reservation.eligibilityReason,
        }
      : null,
    solutionUrl: submitted ? `/challenges/${contest.slug}/solutions/${submitted.id}` : null,
  };
};

export const prefilterFields = (contest: ContestRow): SupplementalSubmissionField[] =>
  live(contest.supplemental_submission_fields).filter((field) => field.challenge_filter);

/** The time limit runs from when the solution form was first served. */
export const submitBy = (contest: ContestRow, reservation: ReservationRow): string | null => {
  const limit = contest.draft_to_submission_time_limit_in_seconds ?? 0;
  if (!limit || !reservation.startedAt) return null;
  return new Date(new Date(reservation.startedAt).getTime() + limit * 1000).toISOString();
};

/** GET the solution form path (and the answer of a passed prefilter). */
export const solutionForm = (
  contest: ContestRow,
  user: UserRow,
  reservation: ReservationRow,
): SolutionFormObject => {
  const filters = prefilterFields(contest);
  const prefilter = filters.length > 0 && !reservation.prefilterPassed;
  const draft = findDraft(contest.slug, user.id);
  const layout = contest.contest_layout_customization;
  const restricted = firstTimeRestricted(contest, user);
  return {
    formType: prefilter ? 'prefilter' : 'solution',
    fileSignedUploadUrl: solutionFileSignedUrlCall.path,
    prefilterPath: paths(contest.slug).prefilterPath,
    prefilterFields: prefilter ? filters : [],
    deliverables: live(contest.deliverable_submission_fields),
    supplementals: live(contest.supplemental_submission_fields).filter(
      (field) => !field.challenge_filter,
    ),
    attachments: {
      allowed: Boolean(layout?.attach_file_to_submission),
      label: layout?.attach_file_to_submission_label ?? null,
      maxBytes: MAX_UPLOAD_BYTES,
      extensions: ATTACHMENT_EXTENSIONS,
    },
    firstTimeRestrictions: restricted
      ? { noAttachments: true, noPaste: true, minCharacters: MIN_FIRST_TIME_CHARACTERS }
      : null,
    timeLimitSeconds: contest.draft_to_submission_time_limit_in_seconds ?? 0,
    submitBy: submitBy(contest, reservation),
    draft: draft
      ? {
          id: draft.id,
          savedAt: draft.savedAt,
          deliverables: draft.deliverables,
          supplementals: draft.supplementals,
        }
      : null,
    files: pendingFiles(contest.slug, user.id).map((file) => ({
      key: file.id,
      filename: file.filename,
      size: file.size,
      url: objectUrl(file.id),
    })),
  };
};
