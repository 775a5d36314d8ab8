import type { ContestFile } from '../../contract/contestFields';
import type { ChallengeView } from '../../contract/solver';
import { restoreProtoKeys } from '../../contract/ownKeys';
import { applySendRules } from './sendRules';
import type { ContestFormValues } from './types';

/** An emptied number input holds null or ''; the solver view's numbers are numbers. */
const numberOr = (value: unknown, fallback: number): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
};

/** Rows a save keeps, in the order the solver page lists them (a removed row is gone). */
const live = <T extends object>(rows: readonly T[] | null | undefined): T[] =>
  (Array.isArray(rows) ? (rows as (T & { _destroy?: unknown; order?: unknown })[]) : [])
    .filter((row) => row._destroy !== true)
    .sort((a, b) => numberOr(a.order, 0) - numberOr(b.order, 0));

/** The rubric as the form holds it: an object, or the JSON text a loaded record may carry. */
const rubricCriteria = (values: ContestFormValues) => {
  const rubric: unknown = values.contest_evaluation_scheme?.evaluation_rubric;
  let read: unknown = rubric;
  if (typeof rubric === 'string') {
    try {
      read = JSON.parse(rubric);
    } catch {
      read = null;
    }
  }
  const criteria = (read as { criteria?: unknown } | null)?.criteria;
  return Array.isArray(criteria) ? (criteria as Record<string, unknown>[]) : [];
};

/** A material as the solver page lists it: the saved file's own fields, never the form's marks. */
const material = (file: ContestFile): ContestFile => ({
  ...(file.id === undefined ? {} : { id: file.id }),
  key: file.key,
  ...(file.filename === undefined ? {} : { filename: file.filename }),
  ...(file.url === undefined ? {} : { url: file.url }),
  ...(file.size === undefined ? {} : { size: file.size }),
});

/**
 * The challenge form's values as the solver page's view of that challenge (GET /contests/{slug},
 * contract/solver.ts), saved or not: what the form would send (its send rules applied, removed
 * rows left out, the percentile policy as stored), cut to what a solver is shown. The preview
 * draws this with the solver page's own components; nothing only staff see is in it, and it
 * belongs to nobody (no viewer, no reservation, no sent solution). docs/decisions.md, "The
 * challenge preview".
 */
export const solverViewOf = (held: ContestFormValues): ChallengeView => {
  const values = applySendRules(restoreProtoKeys(held));
  const slug = typeof values.slug === 'string' ? values.slug : '';
  const percentile = values.reward_policy === 'percentile_';
  return {
    slug,
    contest_type: values.contest_type,
    title: values.title ?? '',
    description: values.description ?? '',
    short_description: values.short_description ?? null,
    reward_policy: percentile
      ? `percentile_${numberOr(values.percentile_number, 50)}`
      : String(values.reward_policy ?? ''),
    reward_points: numberOr(values.reward_points, 0),
    percentile_number: percentile ? numberOr(values.percentile_number, 50) : null,
    winner_num: values.winner_num ?? null,
    winner_reward: values.winner_reward ?? null,
    ru_num: values.ru_num ?? null,
    ru_reward: values.ru_reward ?? null,
    hm_num: values.hm_num ?? null,
    hm_reward: values.hm_reward ?? null,
    external_reward_winner_num: values.external_reward_winner_num ?? null,
    external_reward_winner_reward: values.external_reward_winner_reward ?? null,
    external_reward_info: values.external_reward_info ?? null,
    deadline: values.deadline ?? null,
    draft_to_submission_time_limit_in_seconds: numberOr(
      values.draft_to_submission_time_limit_in_seconds,
      0,
    ),
    deliverable_submission_fields: live(values.deliverable_submission_fields).map(
      ({ id, title, max_characters, order, required }) => ({
        ...(id == null ? {} : { id }),
        title,
        max_characters: max_characters ?? null,
        order: order ?? null,
        required,
      }),
    ),
    criteria: values.show_criteria
      ? rubricCriteria(values).map((criterion) => ({
          name: String(criterion.name ?? ''),
          short_name: String(criterion.short_name ?? ''),
          weight: numberOr(criterion.weight, 0),
        }))
      : null,
    contestfiles: live(values.contestfiles).map(material),
    access: {
      target: values.target_problem_solvers?.criteria ?? 'everybody',
      permissions: live(values.contest_permissions).map(
        ({ category, permission_type, criteria }) => ({ category, permission_type, criteria }),
      ),
      strict: Boolean(values.strict_contest_permissions),
      privacy: values.privacy_type ?? 'public',
      requireRegistered: Boolean(values.require_user_login),
      firstTimeRestricted: Boolean(values.restricted_for_1st_time_solver),
      capEnabled: Boolean(values.cap_enabled),
      capLimit: values.cap_enabled ? (values.cap_limit ?? null) : null,
      // Nobody has reserved a spot on a challenge being written.
      spotsLeft: values.cap_enabled && values.cap_limit != null ? values.cap_limit : null,
    },
    reserveSpotPath: `/contests/${slug}/reserve_spot`,
    solutionFormPath: `/contests/${slug}/solution_form`,
    viewer: null,
    reservation: null,
    solutionUrl: null,
  };
};
