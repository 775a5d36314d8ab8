import * as z from 'zod/mini';
import { named, ours } from './marks';
import { bool, jsonText, nullish, num, oneOf, optional, text } from './variants';

/**
 * The parts of a challenge that the solver's view shares with the authoring record: kept apart
 * from contest.ts so the solver's chunk does not carry the whole record's schema.
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

export const PRIVACY_TYPES = ['public', 'private'] as const;
export type PrivacyType = (typeof PRIVACY_TYPES)[number];
export const SOLUTIONS_PRIVACY = ['private', 'public'] as const;
export type SolutionsPrivacy = (typeof SOLUTIONS_PRIVACY)[number];
export const CONTEST_GOALS = ['innovation', 'insights'] as const;
export type ContestGoal = (typeof CONTEST_GOALS)[number];
export const PAIRWISE_RATING_SCHEMES = ['none', 'simple'] as const;
export type PairwiseRatingScheme = (typeof PAIRWISE_RATING_SCHEMES)[number];
export const TARGET_CRITERIA = ['everybody', 'top_tier', 'first_and_second_tier'] as const;
export type TargetCriteria = (typeof TARGET_CRITERIA)[number];
export const PERMISSION_CATEGORIES = ['domain', 'location'] as const;
export type PermissionCategory = (typeof PERMISSION_CATEGORIES)[number];
export const PERMISSION_TYPES = ['inclusion', 'exclusion'] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

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
export const nestedRow = {
  id: named('seed 001 §3', optional(num())),
  _destroy: named('seed 001 §3', optional(bool())),
};
export const nestedRowSchema = z.object(nestedRow);
export type NestedRow = z.infer<typeof nestedRowSchema>;

/** Text for a domain; a list of locations for a location (joined by `, ` when sent). */
export const permissionCriteriaSchema = z.union([text(), z.array(text())]);

export const supplementalSubmissionFieldSchema = z.looseObject({
  ...nestedRow,
  title: named('seed 001 §3', text()),
  field_type: named('seed 001 §3', oneOf(SUPPLEMENTAL_FIELD_TYPES)),
  required: named('seed 001 §3', bool()),
  challenge_filter: named('seed 001 §3', bool()),
  restricted: named('seed 001 §3', bool()),
  max_characters: named('seed 001 §3', nullish(num())),
  placeholder: named('seed 001 §3', nullish(text())),
  min_value: named('seed 001 §3', nullish(num())),
  max_value: named('seed 001 §3', nullish(num())),
  step_value: named('seed 001 §3', nullish(num())),
  correct_answer: named('seed 001 §3', nullish(text())),
  group_id: named('seed 001 §3', nullish(num())),
  order: named('seed 001 §3', nullish(num())),
  /** One option per line. */
  options: named('seed 001 §3', nullish(text())),
  /** A map of label to options, stored as JSON text. */
  option_group: named('seed 001 §3', nullish(jsonText())),
});
export type SupplementalSubmissionField = z.infer<typeof supplementalSubmissionFieldSchema>;

export const deliverableSubmissionFieldSchema = z.looseObject({
  ...nestedRow,
  title: named('seed 001 §3', text()),
  max_characters: named('seed 001 §3', nullish(num())),
  order: named('seed 001 §3', nullish(num())),
  required: named('seed 001 §3', bool()),
});
export type DeliverableSubmissionField = z.infer<typeof deliverableSubmissionFieldSchema>;

/** An uploaded file: the seeds name only its key; a file without a name shows its key. */
export const contestFileSchema = z.looseObject({
  id: ours(num()),
  key: named('seed 001 §7', text()),
  filename: ours(text()),
  url: ours(text()),
  size: ours(num()),
});
export type ContestFile = z.infer<typeof contestFileSchema>;

export const rewardExtras = {
  percentile_number: named('seed 001 §3', nullish(num())),
  winner_num: named('seed 001 §3', nullish(num())),
  winner_reward: named('seed 001 §3', nullish(num())),
  ru_num: named('seed 001 §3', nullish(num())),
  ru_reward: named('seed 001 §3', nullish(num())),
  hm_num: named('seed 001 §3', nullish(num())),
  hm_reward: named('seed 001 §3', nullish(num())),
  external_reward_winner_num: named('seed 001 §3', nullish(num())),
  external_reward_winner_reward: named('seed 001 §3', nullish(num())),
  external_reward_info: named('seed 001 §3', nullish(text())),
};
export const rewardExtrasSchema = z.object(rewardExtras);
export type RewardExtras = z.infer<typeof rewardExtrasSchema>;
