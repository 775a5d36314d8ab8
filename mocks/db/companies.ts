import { defineTable } from './database';
import { COMPANY_NAMES } from './names';

export interface CompanyRow {
  id: number;
  name: string;
  anonymous: boolean;
  description: string;
  industry: string;
  logoUrl: string | null;
}

export interface TeamRow {
  id: number;
  companyId: number;
  name: string;
  defaultChallengerType: 'innovation' | 'ideation';
  defaultChallengerRole: 'administrator' | 'reviewer' | 'viewer';
}

const INDUSTRY_OF = [
  'Food & Beverage',
  'Technology',
  'Industrial',
  'Medical & Pharmaceutical',
  'Entertainment',
  'Financial Services',
];
const TEAM_NAMES = ['Innovation Lab', 'Marketing', 'Product', 'Research', 'Sustainability'];

export const companies = defineTable<CompanyRow>('companies', ({ rng }) =>
  COMPANY_NAMES.map((name, index) => ({
    id: index + 1,
    name,
    anonymous: rng.chance(0.15),
    description: `${name} works with students on real business problems.`,
    industry: rng.pick(INDUSTRY_OF),
    logoUrl: null,
  })),
);

/**
 * Teams of the seed companies only. Reading `companies()` here would also see the companies
 * created since (replayed after a reload) and seed teams for them, whose ids then collide with
 * the teams created with them: a new company would show seeded teams it never had.
 */
export const teams = defineTable<TeamRow>('teams', ({ rng }) => {
  const rows: TeamRow[] = [];
  for (let companyId = 1; companyId <= COMPANY_NAMES.length; companyId += 1) {
    const count = rng.int(1, 3);
    for (let index = 0; index < count; index += 1) {
      rows.push({
        id: rows.length + 1,
        companyId,
        name: TEAM_NAMES[(companyId + index) % TEAM_NAMES.length],
        defaultChallengerType: rng.pick(['innovation', 'ideation'] as const),
        defaultChallengerRole: rng.pick(['administrator', 'reviewer', 'viewer'] as const),
      });
    }
  }
  return rows;
});

export const teamLabel = (team: TeamRow) =>
  `${companies().get(team.companyId)?.name ?? 'Unknown'} — ${team.name}`;
