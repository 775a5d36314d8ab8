import { defineTable } from './database';
import { COUNTRIES, FIRST_NAMES, LAST_NAMES, UNIVERSITY_DOMAINS } from './names';
import { PERSONAS } from './solverPersonas';

export type UserRole = 'solver' | 'challenger' | 'staff';

/** Everyone with an account: solvers, challengers and staff. */
export interface UserRow {
  id: number;
  role: UserRole;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  createdAt: string;
  lastLoginAt: string | null;
  active: boolean;
  verified: boolean;
  unsubscribed: boolean;
  throttled: boolean;
  copyPasteRestricted: boolean;
  contestCapRestricted: boolean;
  surveySilentTreatment: boolean;
  redacted: boolean;
  gender: string;
  birthYear: number;
  ethnicity: string;
  country: string;
  /** Solver tier: 1 is top tier. */
  tier: 1 | 2 | 3;
  /** Solvers who have never had a solution approved. */
  firstTimeSolver: boolean;
  linkedin: boolean;
  companyTeamId: number | null;
  challengerRole: string | null;
}

const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'] as const;
const ETHNICITIES = [
  'Asian',
  'Black or African American',
  'Hispanic or Latino',
  'White',
  'Middle Eastern or North African',
  'Two or more',
  'Prefer not to say',
] as const;

export const STAFF_COUNT = 8;

/** User 1 is the signed-in admin of the mock's server context (mocks/handlers/context.ts). */
export const SIGNED_IN_ADMIN = {
  id: 1,
  firstName: 'Morgan',
  lastName: 'Admin',
  email: 'morgan.admin@mindsumo.com',
} as const;

export const users = defineTable<UserRow>('users', ({ rng, scale, now }) => {
  const rows: UserRow[] = [];
  const challengers = Math.max(20, Math.round(scale / 10));
  const total = STAFF_COUNT + challengers + scale;
  for (let id = 1; id <= total; id += 1) {
    const role: UserRole =
      id <= STAFF_COUNT ? 'staff' : id <= STAFF_COUNT + challengers ? 'challenger' : 'solver';
    const admin = id === SIGNED_IN_ADMIN.id;
    // Draw the names anyway, so every other row stays as seeded.
    const drawnFirst = rng.pick(FIRST_NAMES);
    const drawnLast = rng.pick(LAST_NAMES);
    const firstName = admin ? SIGNED_IN_ADMIN.firstName : drawnFirst;
    const lastName = admin ? SIGNED_IN_ADMIN.lastName : drawnLast;
    const handle = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    const domain =
      role === 'staff'
        ? 'mindsumo.com'
        : role === 'challenger'
          ? 'corp.example'
          : rng.pick(UNIVERSITY_DOMAINS);
    const createdAt = rng.daysAgo(now, 1, 1500);
    const loggedIn = rng.chance(0.9);
    rows.push({
      id,
      role,
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      email: admin ? SIGNED_IN_ADMIN.email : `${handle}${id}@${domain}`,
      createdAt: createdAt.toISOString(),
      lastLoginAt: loggedIn
        ? new Date(
            createdAt.getTime() + rng.next() * (now.getTime() - createdAt.getTime()),
          ).toISOString()
        : null,
      active: rng.chance(0.96) || admin,
      verified: rng.chance(0.85),
      unsubscribed: rng.chance(0.08),
      throttled: rng.chance(0.03),
      copyPasteRestricted: rng.chance(0.05),
      contestCapRestricted: rng.chance(0.04),
      surveySilentTreatment: rng.chance(0.02),
      redacted: false,
      gender: rng.pick(GENDERS),
      birthYear: now.getFullYear() - rng.int(17, 34),
      ethnicity: rng.pick(ETHNICITIES),
      country: rng.pick(COUNTRIES),
      tier: rng.pick([1, 2, 2, 3, 3, 3] as const),
      firstTimeSolver: rng.chance(0.3),
      linkedin: rng.chance(0.45),
      companyTeamId: null,
      challengerRole:
        role === 'challenger' ? rng.pick(['administrator', 'reviewer', 'viewer']) : null,
    });
  }
  // The named personas last, so every seeded row stays as drawn; their own ids (900,001 on)
  // unless a very large seed has taken those.
  const before = Math.max(total, 900_000);
  Object.values(PERSONAS).forEach((persona, index) =>
    rows.push({ ...persona, id: before + index + 1 }),
  );
  return rows;
});

/** By lower-cased e-mail through a cached map (rebuilt after a write), not a scan of every user. */
export const findUserByEmail = (email: string) => {
  const table = users();
  const byEmail = table.memo(
    'byEmail',
    (rows) => new Map(rows.map((user) => [user.email.toLowerCase(), user])),
  );
  return byEmail.get(email.trim().toLowerCase());
};

export const staff = (): UserRow[] => [...(users().indexBy('role').get('staff') ?? [])];
