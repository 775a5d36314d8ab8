import type { ChallengeAccess } from '../contract';
import { t } from './i18n';
import { formatList } from '../ui/text';

const joined = (criteria: unknown) => formatList(criteria);

/** The rules of seed 001 §6 that a challenge sets, as lines a solver can read before reserving. */
export const accessRules = (access: ChallengeAccess): string[] => {
  const lines = [t(`app.solver.eligibility.${access.target}`)];
  for (const rule of access.permissions) {
    lines.push(
      t(`app.solver.eligibility.${rule.category}_${rule.permission_type}`, {
        criteria: joined(rule.criteria),
      }),
    );
  }
  if (access.permissions.some((rule) => rule.category === 'location')) {
    lines.push(
      t(access.strict ? 'app.solver.eligibility.strict' : 'app.solver.eligibility.top_tier_bypass'),
    );
  }
  if (access.privacy === 'private') lines.push(t('app.solver.eligibility.private'));
  if (access.requireRegistered) lines.push(t('app.solver.eligibility.registered'));
  if (access.firstTimeRestricted) lines.push(t('app.solver.eligibility.first_time'));
  if (access.capEnabled && access.capLimit != null && access.spotsLeft != null) {
    lines.push(
      t('app.solver.eligibility.spots_left', { left: access.spotsLeft, limit: access.capLimit }),
    );
  }
  return lines;
};
