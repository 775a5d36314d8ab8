import type { ChallengeAccess, ChallengeView } from '../contract';
import { t } from './i18n';
import { formatList } from '../ui/text';

const joined = (criteria: unknown) => formatList(criteria);

/**
 * Who may take part, as one sentence built from every rule (seed 001 §6): "Open to top-tier
 * solvers with an e-mail address at .edu, in United States, Canada". Location rules that
 * cannot apply (a top-tier-only challenge that is not strict) are left out.
 */
export const accessSummary = (access: ChallengeAccess): string => {
  const conditions: string[] = [];
  if (access.privacy === 'private') conditions.push(t('app.solver.eligibility.when.private'));
  if (access.requireRegistered) conditions.push(t('app.solver.eligibility.when.registered'));
  const locationApplies = access.strict || access.target !== 'top_tier';
  for (const rule of access.permissions) {
    if (rule.category === 'location' && !locationApplies) continue;
    conditions.push(
      t(`app.solver.eligibility.when.${rule.category}_${rule.permission_type}`, {
        criteria: joined(rule.criteria),
      }),
    );
  }
  const hasLocation = access.permissions.some((rule) => rule.category === 'location');
  if (hasLocation && locationApplies && !access.strict)
    conditions.push(t('app.solver.eligibility.when.top_tier_bypass'));
  const who =
    access.target === 'everybody' && conditions.length > 0
      ? t('app.solver.eligibility.who.solvers')
      : t(`app.solver.eligibility.who.${access.target}`);
  return conditions.length === 0
    ? t('app.solver.eligibility.summary', { who })
    : t('app.solver.eligibility.summary_with', { who, conditions: conditions.join(', ') });
};

/** The summary, then what a solver should know before reserving: restrictions and spots. */
export const accessRules = (access: ChallengeAccess): string[] => {
  const lines = [accessSummary(access)];
  if (access.firstTimeRestricted) lines.push(t('app.solver.eligibility.first_time'));
  if (access.capEnabled && access.capLimit != null && access.spotsLeft != null) {
    lines.push(
      t('app.solver.eligibility.spots_left', { left: access.spotsLeft, limit: access.capLimit }),
    );
  }
  return lines;
};

/** Why Reserve cannot succeed, when the page already knows: closed, full or signed out. */
export type ReserveBlock = 'closed' | 'full' | 'signed_out';

export const reserveBlock = (
  view: Pick<ChallengeView, 'deadline' | 'access' | 'viewer'>,
  now: number,
): ReserveBlock | null => {
  if (view.deadline && Date.parse(view.deadline) <= now) return 'closed';
  if (view.access.capEnabled && view.access.spotsLeft === 0) return 'full';
  // `null` says no one is signed in; no viewer at all (ours, may be left out): the server decides.
  if (view.viewer === null) return 'signed_out';
  return null;
};
