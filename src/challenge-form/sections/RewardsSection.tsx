import { Typography } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { IDEATION_REWARD_POLICIES, REWARD_POLICIES } from '../../contract';
import { LIMITS } from '../model/defaults';
import { choices, fieldLabel } from './labels';

const WINNER_EXTRAS = ['winner_num', 'winner_reward'];
const RU_EXTRAS = ['ru_num', 'ru_reward'];
const HM_EXTRAS = ['hm_num', 'hm_reward'];
const EXTERNAL_EXTRAS = ['external_reward_winner_num', 'external_reward_winner_reward'];

const extrasOf = (policy: string): string[] => {
  if (policy === 'win_hm') return [...WINNER_EXTRAS, ...HM_EXTRAS];
  if (policy === 'win_ru_hm') return [...WINNER_EXTRAS, ...RU_EXTRAS, ...HM_EXTRAS];
  if (policy === 'external_reward') return EXTERNAL_EXTRAS;
  return [];
};

/** Total rewards / Reward Policy (seed 001 §4): each policy with its extras; none means 0 points. */
export const RewardsSection = () => {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const type = useWatch({ name: 'contest_type' }) as string;
  const policy = useWatch({ name: 'reward_policy' }) as string;
  const policies = type === 'ideation' ? IDEATION_REWARD_POLICIES : REWARD_POLICIES;
  const onPolicy = (next: string) => {
    if (next === 'none') setValue('reward_points', 0, { shouldDirty: true, shouldValidate: true });
    else if (policy === 'none' && !getValues('reward_points'))
      setValue('reward_points', LIMITS.rewardPoints, { shouldDirty: true });
  };
  return (
    <>
      <SelectInput
        source="reward_policy"
        label={fieldLabel('reward_policy')}
        choices={choices(...policies)}
        onChange={(event) => onPolicy(String(event.target.value))}
        isRequired
      />
      <NumberInput
        source="reward_points"
        label={fieldLabel('reward_points')}
        disabled={policy === 'none'}
        min={0}
      />
      {policy === 'percentile_' && (
        <>
          <NumberInput
            source="percentile_number"
            label={fieldLabel('percentile_number')}
            min={1}
            max={100}
          />
          <Typography variant="body2" color="text.secondary">
            {translate('app.challengeForm.hints.percentile')}
          </Typography>
        </>
      )}
      {extrasOf(policy).map((name) => (
        <NumberInput
          key={name}
          source={name}
          label={fieldLabel(name)}
          min={name.endsWith('_reward') ? 1 : 0}
        />
      ))}
      {policy === 'external_reward' && (
        <TextInput
          source="external_reward_info"
          label={fieldLabel('external_reward_info')}
          multiline
        />
      )}
    </>
  );
};
