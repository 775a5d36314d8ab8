import { LIMITS } from '../model/defaults';
import { first, max, maxLength, min, required } from './rules';
import { TEXT_LIMITS } from './limits';
import { collect, type SectionValidator } from './types';

/** Seed 001 §4/§5: each policy requires its own extras. */
export const validateRewards: SectionValidator = (values) => {
  const policy = values.reward_policy;
  const usesWinner = policy === 'win_hm' || policy === 'win_ru_hm';
  const usesRu = policy === 'win_ru_hm';
  const count = (path: keyof typeof values, on: boolean) =>
    [path, on ? first(required(values[path]), min(values[path], 0)) : undefined] as [
      string,
      ReturnType<typeof min>,
    ];
  const reward = (path: keyof typeof values, on: boolean) =>
    [path, on ? first(required(values[path]), min(values[path], 1)) : undefined] as [
      string,
      ReturnType<typeof min>,
    ];
  const external = policy === 'external_reward';
  return collect(
    ['reward_policy', required(policy)],
    ['reward_points', first(required(values.reward_points), min(values.reward_points, 0))],
    [
      'percentile_number',
      policy === 'percentile_'
        ? first(
            required(values.percentile_number),
            min(values.percentile_number, 1),
            max(values.percentile_number, 100),
          )
        : undefined,
    ],
    count('winner_num', usesWinner),
    reward('winner_reward', usesWinner),
    count('ru_num', usesRu),
    reward('ru_reward', usesRu),
    count('hm_num', usesWinner),
    reward('hm_reward', usesWinner),
    count('external_reward_winner_num', external),
    reward('external_reward_winner_reward', external),
    [
      'external_reward_info',
      external ? maxLength(values.external_reward_info, TEXT_LIMITS.shortText) : undefined,
    ],
  );
};

export const validateChallengeSize: SectionValidator = (values) =>
  collect([
    'requested_solutions',
    first(
      min(values.requested_solutions, LIMITS.requestedSolutions.min),
      max(values.requested_solutions, LIMITS.requestedSolutions.max),
    ),
  ]);
