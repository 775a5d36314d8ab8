import { describe, expect, it } from 'vitest';
import type { ContestRow } from '../../mocks/db/contests';
import type { UserRow } from '../../mocks/db/people';
import {
  checkAccess,
  domainMatches,
  firstTimeRestricted,
  REASONS,
} from '../../mocks/db/solverAccess';
import { PERSONAS } from '../../mocks/db/solverPersonas';
import { findChallenge, SCENARIOS } from '../../mocks/db/solverScenarios';

const NOW = new Date();
const challenge = (slug: string): ContestRow => {
  const row = findChallenge(slug);
  if (!row) throw new Error(`no scenario ${slug}`);
  return row;
};
const check = (slug: string, user: UserRow | null) => checkAccess(challenge(slug), user, NOW);

describe('the mock access rules (seed 001 §6)', () => {
  it('serves one live challenge per rule scenario', () => {
    for (const slug of Object.keys(SCENARIOS)) expect(challenge(slug).status).toBe('live');
  });

  it('admits the default solver to the open challenge, and nobody signed out', () => {
    expect(check('open-challenge', PERSONAS.topTier)).toEqual({ eligible: true });
    expect(check('open-challenge', null)).toEqual({ eligible: false, reason: REASONS.signIn });
  });

  it('applies the target tier', () => {
    expect(check('top-tier-only', PERSONAS.secondTier)).toEqual({
      eligible: false,
      reason: REASONS.topTier,
    });
    expect(check('top-tier-only', PERSONAS.topTier).eligible).toBe(true);
    expect(check('first-and-second-tier', PERSONAS.thirdTierGmail)).toEqual({
      eligible: false,
      reason: REASONS.firstAndSecondTier,
    });
    expect(check('first-and-second-tier', PERSONAS.secondTier).eligible).toBe(true);
  });

  it('applies domain inclusion and exclusion', () => {
    expect(check('edu-domains-only', PERSONAS.thirdTierGmail)).toEqual({
      eligible: false,
      reason: REASONS.domainIn('.edu'),
    });
    expect(check('edu-domains-only', PERSONAS.secondTier).eligible).toBe(true);
    expect(check('no-gmail', PERSONAS.thirdTierGmail)).toEqual({
      eligible: false,
      reason: REASONS.domainOut('gmail.com'),
    });
    expect(check('no-gmail', PERSONAS.secondTier).eligible).toBe(true);
  });

  it('lets top-tier solvers bypass location tests unless strict', () => {
    expect(check('north-america-only', PERSONAS.thirdTierGmail).eligible).toBe(false);
    expect(check('north-america-only', PERSONAS.secondTier).eligible).toBe(true);
    expect(check('north-america-only', PERSONAS.topTierAbroad).eligible).toBe(true);
    expect(check('north-america-strict', PERSONAS.topTierAbroad)).toEqual({
      eligible: false,
      reason: REASONS.location('United States, Canada'),
    });
  });

  it('requires a registered (confirmed) account, and refuses when the spots are taken', () => {
    expect(check('registered-only', PERSONAS.unregistered)).toEqual({
      eligible: false,
      reason: REASONS.registered,
    });
    expect(check('open-challenge', PERSONAS.unregistered).eligible).toBe(true);
    expect(check('spots-full', PERSONAS.topTier)).toEqual({
      eligible: false,
      reason: REASONS.full,
    });
  });

  it('refuses a closed challenge or one past its deadline', () => {
    const open = challenge('open-challenge');
    expect(checkAccess({ ...open, status: 'closed' }, PERSONAS.topTier, NOW).eligible).toBe(false);
    expect(
      checkAccess(
        { ...open, deadline: new Date(NOW.getTime() - 1000).toISOString() },
        PERSONAS.topTier,
        NOW,
      ).eligible,
    ).toBe(false);
  });

  it('restricts first-time solvers only where the challenge says so', () => {
    expect(firstTimeRestricted(challenge('first-time-restricted'), PERSONAS.firstTime)).toBe(true);
    expect(firstTimeRestricted(challenge('open-challenge'), PERSONAS.firstTime)).toBe(false);
    expect(firstTimeRestricted(challenge('first-time-restricted'), PERSONAS.topTier)).toBe(false);
  });

  it('matches e-mail domains and their subdomains, never a mere suffix', () => {
    expect(domainMatches('a@cs.stanford.edu', 'stanford.edu')).toBe(true);
    expect(domainMatches('a@notstanford.edu', 'stanford.edu')).toBe(false);
    expect(domainMatches('a@mit.edu', '.edu')).toBe(true);
    expect(domainMatches('a@ox.ac.uk', 'gmail.com, ox.ac.uk')).toBe(true);
    expect(domainMatches('a@gmail.com', ['outlook.com'])).toBe(false);
  });
});
