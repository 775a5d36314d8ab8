import type { ChallengeAccess, ChallengeView } from '../contract/solver';
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

/** Why Reserve cannot succeed, when the page already knows. */
export type ReserveBlock =
  | { reason: 'closed' | 'full' | 'signed_out' }
  | { reason: 'domain_inclusion' | 'domain_exclusion'; criteria: string };

const DOMAIN = /^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** `a.edu, @gmail.com` → `['a.edu', 'gmail.com']`; null when one entry is no plain domain. */
const domainEntries = (criteria: unknown): string[] | null => {
  const raw: unknown[] = Array.isArray(criteria) ? criteria : String(criteria ?? '').split(',');
  const entries = raw
    .map((entry) => (typeof entry === 'string' ? entry.trim().toLowerCase().replace(/^@/, '') : ''))
    .filter(Boolean);
  return entries.length > 0 && entries.every((entry) => entry.includes('.') && DOMAIN.test(entry))
    ? entries
    : null;
};

/** `.edu` matches any address under edu; `stanford.edu` itself and its subdomains. */
const domainMatches = (domain: string, entry: string) => {
  const bare = entry.replace(/^\./, '');
  return domain === bare || domain.endsWith(`.${bare}`);
};

/**
 * The domain rule (seed 001 §6) that clearly excludes this e-mail address, if one does. A rule
 * the page cannot read (an entry that is no plain domain) or an odd address is left to the server.
 */
export const domainBlock = (
  access: Pick<ChallengeAccess, 'permissions'>,
  email: string,
): ReserveBlock | null => {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!email.includes('@') || !DOMAIN.test(domain) || domain.startsWith('.')) return null;
  for (const rule of access.permissions) {
    if (rule.category !== 'domain') continue;
    const entries = domainEntries(rule.criteria);
    if (!entries) continue;
    const matches = entries.some((entry) => domainMatches(domain, entry));
    if (matches === (rule.permission_type === 'exclusion')) {
      return { reason: `domain_${rule.permission_type}`, criteria: entries.join(', ') };
    }
  }
  return null;
};

export const reserveBlock = (
  view: Pick<ChallengeView, 'deadline' | 'access' | 'viewer'>,
  now: number,
): ReserveBlock | null => {
  if (view.deadline && Date.parse(view.deadline) <= now) return { reason: 'closed' };
  if (view.access.capEnabled && view.access.spotsLeft === 0) return { reason: 'full' };
  // `null` says no one is signed in; no viewer at all (ours, may be left out): the server decides.
  if (view.viewer === null) return { reason: 'signed_out' };
  return view.viewer?.email ? domainBlock(view.access, view.viewer.email) : null;
};
