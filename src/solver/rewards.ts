import type { ChallengeView } from '../contract';
import { t } from './i18n';

const count = (value: number) => value.toLocaleString('en-US');
/** Winner rewards are kept in dimes (seed 001 §9). */
const dimes = (value: number) =>
  `$${(value / 10).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** The reward lines of a challenge's reward policy. */
export const rewardLines = (view: ChallengeView): string[] => {
  const lines: string[] = [];
  if (view.reward_policy === 'none') return lines;
  if (view.reward_points > 0)
    lines.push(t('app.solver.view.reward_points', { points: count(view.reward_points) }));
  const policy = String(view.reward_policy);
  const add = (key: string, num?: number | null, amount?: number | null, money = dimes) => {
    if (num && amount) lines.push(t(key, { count: num, amount: money(amount) }));
  };
  if (policy.startsWith('percentile_')) {
    lines.push(
      t('app.solver.view.reward_percentile', {
        n: view.percentile_number ?? (Number(policy.slice(11)) || 50),
      }),
    );
  }
  if (policy === 'win_hm' || policy === 'win_ru_hm')
    add('app.solver.view.reward_winners', view.winner_num, view.winner_reward);
  if (policy === 'win_ru_hm') add('app.solver.view.reward_runners_up', view.ru_num, view.ru_reward);
  if (policy === 'win_hm' || policy === 'win_ru_hm')
    add('app.solver.view.reward_honorable', view.hm_num, view.hm_reward);
  if (policy === 'external_reward') {
    add(
      'app.solver.view.reward_winners',
      view.external_reward_winner_num,
      view.external_reward_winner_reward,
      dollars,
    );
    if (view.external_reward_info) lines.push(view.external_reward_info);
  }
  return lines;
};
