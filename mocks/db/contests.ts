import {
  DEFAULT_FEEDBACK_TAGS,
  defaultRubric,
  type ContestPermission,
  type ContestRecord,
  type FeedbackTag,
} from '../../src/contract/contest';
import {
  type ContestType,
  type DeliverableSubmissionField,
  type SupplementalSubmissionField,
  type TargetCriteria,
} from '../../src/contract';
import { teams } from './companies';
import { defineTable } from './database';
import { staff } from './people';
import type { Rng } from './random';
import { SEEDED_SNAPSHOT_KEY } from './storage';
import { objectUrl } from '../storage';

/** A contest as the server keeps it: the authoring record plus what the lists show. */
export interface ContestRow extends ContestRecord {
  id: number;
  slug: string;
  status: 'draft' | 'live' | 'closed';
  hidden: boolean;
  majorCategory: string;
  tags: string[];
  createdAt: string;
  launchDate: string | null;
  complete: boolean;
  reviewed: boolean;
  pageViewsCount: number;
  solutionsCount: number;
  draftsCount: number;
  newSolversCount: number;
  repeatSolversCount: number;
  /** Spots reserved so far (for the cap). */
  reservedSpots: number;
}

/** Kept here for the lists and solver engineers; the contract owns them. */
export { DEFAULT_FEEDBACK_TAGS, defaultRubric };

const TOPICS = [
  ['Sustainable packaging for snacks', 'Sustainability', ['packaging', 'environment']],
  ['Reimagining the campus commute', 'Transportation', ['mobility', 'campus']],
  ['Gen Z and personal finance apps', 'Finance', ['fintech', 'gen-z']],
  ['Reducing food waste in dining halls', 'Sustainability', ['food', 'waste']],
  ['The future of remote internships', 'Careers', ['work', 'remote']],
  ['Marketing a plant-based energy drink', 'Marketing', ['beverage', 'brand']],
  ['Designing an accessible smart home', 'Technology', ['iot', 'accessibility']],
  ['Improving telehealth for students', 'Healthcare', ['health', 'telehealth']],
  ['Loyalty programs that students love', 'Marketing', ['loyalty', 'retail']],
  ['AI study assistants: trust and ethics', 'Technology', ['ai', 'education']],
  ['Recruiting engineers from community colleges', 'Careers', ['recruiting', 'diversity']],
  ['Electric scooters on campus', 'Transportation', ['ev', 'safety']],
] as const;

const TYPES: ContestType[] = ['timed', 'ideation', 'submission', 'questionnaire'];

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const supplementals = (rng: Rng): SupplementalSubmissionField[] => [
  {
    id: 1,
    title: 'What is your major?',
    field_type: 'select',
    required: true,
    challenge_filter: true,
    restricted: false,
    options: 'Business\nEngineering\nDesign\nOther',
  },
  {
    id: 2,
    title: 'Which of these do you use weekly?',
    field_type: 'check_box',
    required: false,
    challenge_filter: false,
    restricted: false,
    options: 'Instagram\nTikTok\nLinkedIn\nReddit',
  },
  {
    id: 3,
    title: 'How many hours a week do you commute?',
    field_type: 'number',
    required: rng.chance(0.5),
    challenge_filter: false,
    restricted: false,
    min_value: 0,
    max_value: 40,
    step_value: 1,
  },
];

const deliverables = (): DeliverableSubmissionField[] => [
  { id: 1, title: 'Describe your idea', max_characters: 2000, order: 1, required: true },
  {
    id: 2,
    title: 'How would you test it with students?',
    max_characters: 1000,
    order: 2,
    required: false,
  },
];

const permissions = (rng: Rng): ContestPermission[] =>
  rng.chance(0.3)
    ? [
        {
          id: 1,
          category: 'location',
          permission_type: 'inclusion',
          criteria: ['United States', 'Canada'],
        },
      ]
    : rng.chance(0.2)
      ? [{ id: 1, category: 'domain', permission_type: 'exclusion', criteria: 'gmail.com' }]
      : [];

/** The seeded challenges' snapshot image, served by the mock's storage (a placeholder picture). */
export const SEEDED_SNAPSHOT_URL = objectUrl(SEEDED_SNAPSHOT_KEY);

const isoOffset = (date: Date) => date.toISOString().replace('Z', '+00:00');

export const contests = defineTable<ContestRow>('contests', ({ rng, now, scale }) => {
  const teamRows = teams().all();
  const staffRows = staff();
  const count = Math.max(36, Math.round(scale / 5));
  const rows: ContestRow[] = [];
  for (let id = 1; id <= count; id += 1) {
    const [topic, category, tags] = TOPICS[(id - 1) % TOPICS.length];
    const contest_type = TYPES[(id - 1) % TYPES.length];
    const round = Math.floor((id - 1) / TOPICS.length);
    const title = round === 0 ? topic : `${topic} (round ${round + 1})`;
    const status = rng.pick(['draft', 'live', 'live', 'closed'] as const);
    const createdAt = rng.daysAgo(now, 5, 400);
    const launch = status === 'draft' ? rng.daysAgo(now, -60, -3) : rng.daysAgo(now, 1, 200);
    const deadline = new Date(launch.getTime() + rng.int(14, 60) * 86_400_000);
    const team = rng.pick(teamRows);
    const manager = rng.pick(staffRows);
    const rep = rng.pick(staffRows);
    const questionnaire = contest_type === 'questionnaire';
    const ideation = contest_type === 'ideation';
    const solutions = status === 'draft' ? 0 : rng.int(0, 400);
    const feedback_tags: FeedbackTag[] = DEFAULT_FEEDBACK_TAGS.map((name, index) => ({
      id: index + 1,
      name,
    }));
    rows.push({
      id,
      slug: slugify(`${title}-${id}`),
      status,
      hidden: rng.chance(0.1),
      majorCategory: category,
      tags: [...tags],
      createdAt: createdAt.toISOString(),
      launchDate: isoOffset(launch),
      complete: status === 'closed',
      reviewed: status === 'closed' && rng.chance(0.7),
      pageViewsCount: status === 'draft' ? 0 : rng.int(200, 20_000),
      solutionsCount: solutions,
      draftsCount: status === 'draft' ? 0 : rng.int(solutions, solutions * 2 + 10),
      newSolversCount: Math.round(solutions * 0.6),
      repeatSolversCount: Math.round(solutions * 0.4),
      reservedSpots: status === 'draft' ? 0 : rng.int(0, 280),
      launched: status !== 'draft',
      contest_type,
      reward_policy: ideation
        ? rng.pick(['crowd_voting', 'win_hm'])
        : rng.pick(['percentile_', 'win_hm', 'win_ru_hm']),
      reward_points: 16000,
      percentile_number: 50,
      winner_num: 1,
      winner_reward: 5000,
      ru_num: 2,
      ru_reward: 2500,
      hm_num: 5,
      hm_reward: 500,
      title,
      description: `<p>${team ? 'Our team' : 'We'} want fresh student perspectives on <strong>${topic.toLowerCase()}</strong>.</p><ul><li>Be specific</li><li>Back your idea with evidence</li></ul>`,
      short_description: ideation
        ? null
        : '<p>The top solutions share the reward pool; winners are invited to present to the team.</p>',
      snapshot_pic_url: SEEDED_SNAPSHOT_URL,
      link_to_video: null,
      company_team_id: team.id,
      rep_email: rep.email,
      manager_email: manager.email,
      contact_name: 'Jordan Client',
      contact_email: `jordan.client${team.companyId}@corp.example`,
      deadline: contest_type === 'timed' || questionnaire ? isoOffset(deadline) : null,
      expected_launch_date:
        contest_type === 'timed' || contest_type === 'submission' ? isoOffset(launch) : null,
      requested_solutions: contest_type === 'submission' ? 20 : null,
      draft_to_submission_time_limit_in_seconds:
        contest_type === 'timed' ? rng.pick([0, 3600, 5400]) : 0,
      max_bibliographies_count: 3,
      multiple_solution_count: 1,
      generate_ai_solution: !questionnaire,
      privacy_type: rng.chance(0.85) ? 'public' : 'private',
      solutions_private: 'private',
      strict_contest_permissions: rng.chance(0.1),
      auto_approve_submissions: questionnaire,
      restricted_for_1st_time_solver: !questionnaire,
      no_community_contest: questionnaire,
      anonymous: !questionnaire,
      require_user_login: !questionnaire,
      featured: rng.chance(0.2),
      quick_solve: false,
      url_title: null,
      hide_entities: null,
      show_criteria: true,
      comments_visible_to_challengers: true,
      comments_require_approvals: true,
      contest_goal: 'innovation',
      show_in_upcoming: status === 'draft' && rng.chance(0.5),
      cap_enabled: contest_type === 'timed',
      cap_limit: 300,
      cap_submit_time_limit_in_seconds: 43200,
      approved_cap_enabled: false,
      approved_cap_limit: 150,
      requirement: ideation ? `What is your best idea for ${topic.toLowerCase()}?` : null,
      contest_evaluation_scheme: {
        id,
        evaluation_rubric: defaultRubric(),
        pairwise_rating_scheme: 'none',
      },
      feedback_tags,
      target_problem_solvers: {
        category: 'tier',
        permission_type: 'inclusion',
        criteria: rng.pick<TargetCriteria>([
          'everybody',
          'everybody',
          'top_tier',
          'first_and_second_tier',
        ]),
      },
      contest_permissions: permissions(rng),
      supplemental_submission_fields: supplementals(rng),
      deliverable_submission_fields: questionnaire ? [] : deliverables(),
      contest_layout_customization: {
        id,
        custom_banner_color: null,
        custom_banner_text: null,
        custom_banner_logo_url: null,
        hide_header_layout: false,
        hide_footer_layout: false,
        attach_file_to_submission: questionnaire,
        attach_file_to_submission_label: questionnaire ? 'Attach your survey results' : null,
        hide_demographics_section_on_dashboard: false,
      },
      contestfiles: [],
    });
  }
  return rows;
});

export const findContestBySlug = (slug: string) =>
  contests().find((contest) => contest.slug === slug);
