import type { UserRow } from './people';

/**
 * Named solver accounts, one per access rule of seed 001 §6, so each rule can be tried by
 * signing in as one of them (docs/decisions.md: the `mock_solver` cookie or `?as=<email>`).
 * They are rows of the users table (people.ts), after the seeded ones: the support tools find
 * them and change them like any account, and the solver pages see those changes.
 */
const persona = (id: number, email: string, name: string, traits: Partial<UserRow>): UserRow => {
  const [firstName, lastName] = name.split(' ');
  return {
    id,
    role: 'solver',
    firstName,
    lastName,
    name,
    email,
    createdAt: '2025-09-01T12:00:00.000Z',
    lastLoginAt: '2026-11-01T12:00:00.000Z',
    active: true,
    verified: true,
    unsubscribed: false,
    throttled: false,
    copyPasteRestricted: false,
    contestCapRestricted: false,
    surveySilentTreatment: false,
    redacted: false,
    gender: 'Prefer not to say',
    birthYear: 2004,
    ethnicity: 'Prefer not to say',
    country: 'United States',
    tier: 2,
    firstTimeSolver: false,
    linkedin: false,
    companyTeamId: null,
    challengerRole: null,
    ...traits,
  };
};

export const PERSONAS = {
  /** The default: top tier, in the United States, at a .edu address, registered. */
  topTier: persona(900_001, 'ava.top@stanford.edu', 'Ava Top', { tier: 1 }),
  secondTier: persona(900_002, 'ben.second@umich.edu', 'Ben Second', {
    tier: 2,
    country: 'Canada',
  }),
  thirdTierGmail: persona(900_003, 'cara.third@gmail.com', 'Cara Third', {
    tier: 3,
    country: 'India',
  }),
  firstTime: persona(900_004, 'dev.first@mit.edu', 'Dev First', { tier: 2, firstTimeSolver: true }),
  unregistered: persona(900_005, 'eli.pending@nyu.edu', 'Eli Pending', {
    tier: 2,
    verified: false,
  }),
  topTierAbroad: persona(900_006, 'fay.abroad@ox.ac.uk', 'Fay Abroad', {
    tier: 1,
    country: 'United Kingdom',
  }),
} satisfies Record<string, UserRow>;

export const DEFAULT_SOLVER_EMAIL = PERSONAS.topTier.email;
/** `?as=anonymous` (or the cookie) browses signed out. */
export const ANONYMOUS = 'anonymous';
