import type { OpportunityPayload } from '../../src/contract';
import { defineTable } from './database';
import { COMPANY_NAMES } from './names';
import { staff, users } from './people';
import type { Rng } from './random';

/** A challenge request from a prospective client, as the server keeps it. */
export interface OpportunityRow {
  id: number;
  /** The client's account; null for a request from someone with none yet (the public form). */
  userId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  supervisorName: string | null;
  createdAt: string;
  payload: OpportunityPayload;
}

const OUTPUTS = [
  'Product ideas',
  'Marketing campaign concepts',
  'Consumer insights',
  'Recruiting pipeline',
  'Survey results',
];
const FOUND_FROM = [
  'LinkedIn',
  'A colleague',
  'Conference',
  'Google search',
  'Newsletter',
  'University partner',
];
const TITLES = [
  'Brand Manager',
  'Head of Innovation',
  'Campus Recruiter',
  'Product Lead',
  'Marketing Director',
];
const INDUSTRIES = [
  'Food & Beverage',
  'Technology',
  'Financial Services',
  'Retail',
  'Education',
  'Automotive',
];
const TOPICS = [
  'How can we make our snacks the first choice of students on campus?',
  'What would make a banking app feel built for a first job?',
  'How should electric car makers talk to Gen Z buyers?',
  'Which perks make a summer internship stand out?',
  'How can a grocery chain cut food waste in its stores?',
];

const payloadFor = (
  rng: Rng,
  firstName: string,
  lastName: string,
  company: string,
): OpportunityPayload => ({
  firstName,
  lastName,
  found_out_from: rng.pick(FOUND_FROM),
  company,
  industry: rng.pick(INDUSTRIES),
  challengerTitle: rng.pick(TITLES),
  challengeOutput: rng.pick(OUTPUTS),
  anonymousOrBranded: rng.pick(['Anonymous', 'Branded']),
  solutionsTimeframe: rng.pick(['2 weeks', '1 month', '6 weeks', 'No rush']),
  challengeTopic: rng.pick(TOPICS),
  challengeQuestions:
    'What do students want? What would they pay for? Which channel reaches them best?',
  challengeGuardrails: rng.pick([
    'No competitor names in solutions.',
    'Keep ideas within a $50k budget.',
    'None',
  ]),
  challengeSupplementals: rng.pick(['Brand guidelines PDF', 'Last year’s survey results', 'None']),
});

export const opportunities = defineTable<OpportunityRow>('opportunities', ({ rng, now, scale }) => {
  const challengers = users().filter((user) => user.role === 'challenger');
  const staffNames = staff().map((user) => user.name);
  const count = Math.max(30, Math.round(scale / 8));
  return Array.from({ length: count }, (_, index) => {
    const user = challengers[index % challengers.length];
    const company = rng.pick(COMPANY_NAMES);
    return {
      id: index + 1,
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      supervisorName: rng.chance(0.35) ? rng.pick(staffNames) : null,
      createdAt: rng.daysAgo(now, (count - index) * 2, (count - index) * 2 + 1).toISOString(),
      payload: payloadFor(rng, user.firstName, user.lastName, company),
    };
  });
});
