import { splitLocations } from '../../src/contract/locationCriteria';
import { KNOWN_LOCATIONS } from './names';
import type { ContestRow } from './contests';
import type { UserRow } from './people';

/** The server's reasons: shown to the solver as they are (seed 001 §8, solver side). */
export const REASONS = {
  signIn: 'Sign in to reserve a spot in this challenge.',
  closed: 'This challenge is not accepting solutions.',
  registered:
    'This challenge is open to registered solvers only. Confirm your e-mail address to finish registering.',
  topTier: 'This challenge is open to top-tier solvers only.',
  firstAndSecondTier: 'This challenge is open to first- and second-tier solvers only.',
  domainIn: (criteria: string) =>
    `This challenge is open to solvers with an e-mail address at ${criteria} only.`,
  domainOut: (criteria: string) =>
    `This challenge is not open to solvers with an e-mail address at ${criteria}.`,
  location: (places: string) => `This challenge is open to solvers in ${places} only.`,
  full: 'All spots in this challenge are taken.',
  prefilter: (title: string) =>
    `Your answer to "${title}" does not meet this challenge's criteria.`,
};

export type AccessResult = { eligible: true } | { eligible: false; reason: string };

const list = (criteria: string | string[]) =>
  (Array.isArray(criteria) ? criteria : criteria.split(','))
    .map((item) => item.trim())
    .filter(Boolean);

/** `stanford.edu` matches itself and its subdomains; `.edu` matches any address under edu. */
export const domainMatches = (email: string, criteria: string | string[]) => {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return list(criteria).some((entry) => {
    const wanted = entry.toLowerCase().replace(/^@/, '');
    const bare = wanted.replace(/^\./, '');
    return domain === bare || domain.endsWith(`.${bare}`);
  });
};

const tierAllows = (contest: ContestRow, user: UserRow): string | null => {
  const target = contest.target_problem_solvers?.criteria ?? 'everybody';
  if (target === 'top_tier' && user.tier !== 1) return REASONS.topTier;
  if (target === 'first_and_second_tier' && user.tier > 2) return REASONS.firstAndSecondTier;
  return null;
};

const permissionsAllow = (contest: ContestRow, user: UserRow): string | null => {
  for (const rule of (contest.contest_permissions ?? []).filter((row) => !row._destroy)) {
    if (rule.category === 'domain') {
      const matches = domainMatches(user.email, rule.criteria);
      if (rule.permission_type === 'inclusion' && !matches)
        return REASONS.domainIn(list(rule.criteria).join(', '));
      if (rule.permission_type === 'exclusion' && matches)
        return REASONS.domainOut(list(rule.criteria).join(', '));
    } else {
      // Location rows always include (seed 001 §4); top-tier solvers pass unless strict (§6).
      const places = Array.isArray(rule.criteria)
        ? rule.criteria
        : splitLocations(rule.criteria, KNOWN_LOCATIONS);
      const bypass = user.tier === 1 && !contest.strict_contest_permissions;
      if (!bypass && !places.includes(user.country)) return REASONS.location(places.join(', '));
    }
  }
  return null;
};

/** Who may reserve a spot (seed 001 §6), in the order a solver would fix them. */
export const checkAccess = (contest: ContestRow, user: UserRow | null, now: Date): AccessResult => {
  const deny = (reason: string): AccessResult => ({ eligible: false, reason });
  if (!user) return deny(REASONS.signIn);
  const deadline = contest.deadline ? new Date(contest.deadline) : null;
  if (contest.status !== 'live' || (deadline && deadline < now)) return deny(REASONS.closed);
  if (contest.require_user_login && !user.verified) return deny(REASONS.registered);
  const reason = tierAllows(contest, user) ?? permissionsAllow(contest, user);
  if (reason) return deny(reason);
  if (
    contest.cap_enabled &&
    contest.cap_limit != null &&
    contest.reservedSpots >= contest.cap_limit
  )
    return deny(REASONS.full);
  return { eligible: true };
};

/** First-time solvers of a restricted challenge: no attachments, no paste, 200 characters. */
export const firstTimeRestricted = (contest: ContestRow, user: UserRow | null) =>
  Boolean(contest.restricted_for_1st_time_solver && user?.firstTimeSolver);

export const MIN_FIRST_TIME_CHARACTERS = 200;
