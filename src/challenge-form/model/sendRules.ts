import type { ContestPermission } from '../../contract/contest';
import type { ContestFormValues } from './types';

/** Location criteria are always inclusions (seed 001 §4). */
export const asInclusion = (row: ContestPermission): ContestPermission =>
  row.category === 'location' && row.permission_type !== 'inclusion'
    ? { ...row, permission_type: 'inclusion' }
    : row;

/**
 * What a locked or switched-off input stands for, whatever it holds (seed 001 §4): points are 0
 * under the 'none' policy, location rows are inclusions, and the banner colour is sent only while
 * the customise-banner helper is on (off sends it empty, so a reload finds the helper off).
 */
export const applySendRules = (values: ContestFormValues): ContestFormValues => ({
  ...values,
  reward_points: values.reward_policy === 'none' ? 0 : values.reward_points,
  contest_permissions: values.contest_permissions?.map(asInclusion),
  contest_layout_customization: values.contest_layout_customization && {
    ...values.contest_layout_customization,
    custom_banner_color: values.ui?.customise_banner
      ? values.contest_layout_customization.custom_banner_color
      : null,
  },
});
