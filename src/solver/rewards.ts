import type { ChallengeView } from '../contract/solver';
import { t } from './i18n';
import { formatText } from '../ui/text';

/** A number to show: numbers and numeric text; anything else is no amount. */
const amountOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};
const count = (value: number) => value.toLocaleString('en-US');
/** Winner rewards are kept in dimes (seed 001 §9). */
const dimes = (value: number) =>
  `$${(value / 10).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** The reward lines of a challenge's reward policy. */
export const rewardLines = (view: ChallengeView): string[] => {
  const lines: string[] = [];
  if (view.reward_policy === 'none') return lines;
  const points = amountOf(view.reward_points);
  if (points !== null && points > 0)
    lines.push(t('app.solver.view.reward_points', { points: count(points) }));
  const policy = String(view.reward_policy);
  const add = (key: string, num?: unknown, amount?: unknown, money = dimes) => {
    const [many, much] = [amountOf(num), amountOf(amount)];
    if (many && much) lines.push(t(key, { count: many, amount: money(much) }));
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
    const info = formatText(view.external_reward_info);
    if (info) lines.push(info);
  }
  return lines;
};
