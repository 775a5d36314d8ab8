import type { ContestType } from '../../contract';
import { SECTION_KEYS, type SectionKey, type SectionTable } from './sectionKeys';

export const GROUPS = [
  'rewards',
  'supplementals',
  'restrictions',
  'owner',
  'style',
  'materials',
] as const;
export type GroupKey = (typeof GROUPS)[number];

export interface SectionDef {
  key: SectionKey;
  group: GroupKey;
  types: readonly ContestType[];
  /** Dotted-path prefixes of the fields the section holds: errors are listed under it. */
  fields: readonly string[];
}

const ALL: readonly ContestType[] = ['timed', 'ideation', 'submission', 'questionnaire'];
const ACCORDION: readonly ContestType[] = ['timed', 'submission', 'questionnaire'];
const TIMED_SUBMISSION: readonly ContestType[] = ['timed', 'submission'];

/**
 * Every section of seed 001 §2 with the types that show it. Each section has one: a section
 * without a definition would never be shown. Ideation shows its seven sections as a flat list in
 * ideation order (IDEATION_ORDER), the others group them.
 */
export const SECTION_DEFS = {
  total_rewards: {
    group: 'rewards',
    types: ACCORDION,
    fields: [
      'reward_policy',
      'reward_points',
      'percentile_number',
      'winner_',
      'ru_',
      'hm_',
      'external_reward',
    ],
  },
  reward_policy: {
    group: 'rewards',
    types: ['ideation'],
    fields: ['reward_policy', 'reward_points', 'percentile_number', 'winner_', 'ru_', 'hm_'],
  },
  challenge_size: {
    group: 'rewards',
    types: ['submission'],
    fields: ['requested_solutions'],
  },
  title: { group: 'rewards', types: ALL, fields: ['title'] },
  image: { group: 'rewards', types: ALL, fields: ['snapshot_pic'] },
  description: { group: 'rewards', types: ALL, fields: ['description'] },
  requirement: { group: 'rewards', types: ['ideation'], fields: ['requirement'] },
  deadline: { group: 'rewards', types: ACCORDION, fields: ['deadline'] },
  video: { group: 'rewards', types: ACCORDION, fields: ['link_to_video'] },
  prize: { group: 'rewards', types: ACCORDION, fields: ['short_description'] },
  deliverables: {
    group: 'rewards',
    types: TIMED_SUBMISSION,
    fields: ['deliverable_submission_fields'],
  },
  evaluation: { group: 'rewards', types: ACCORDION, fields: ['contest_evaluation_scheme'] },
  feedback_tags: { group: 'rewards', types: ACCORDION, fields: ['feedback_tags'] },
  supplementals: {
    group: 'supplementals',
    types: ALL,
    fields: ['supplemental_submission_fields'],
  },
  time_limit: {
    group: 'supplementals',
    types: TIMED_SUBMISSION,
    fields: ['draft_to_submission_time_limit_in_seconds'],
  },
  ai: { group: 'supplementals', types: ACCORDION, fields: ['generate_ai_solution'] },
  visibility: {
    group: 'supplementals',
    types: ACCORDION,
    fields: ['privacy_type', 'featured', 'quick_solve'],
  },
  sources: {
    group: 'supplementals',
    types: TIMED_SUBMISSION,
    fields: ['max_bibliographies_count'],
  },
  target: { group: 'supplementals', types: ACCORDION, fields: ['target_problem_solvers'] },
  target_criteria: {
    group: 'supplementals',
    types: ACCORDION,
    fields: ['contest_permissions'],
  },
  strict: {
    group: 'supplementals',
    types: ACCORDION,
    fields: ['strict_contest_permissions'],
  },
  auto_approve: {
    group: 'restrictions',
    types: ACCORDION,
    fields: ['auto_approve_submissions'],
  },
  first_time: {
    group: 'restrictions',
    types: ACCORDION,
    fields: ['restricted_for_1st_time_solver'],
  },
  unapproved_cap: {
    group: 'restrictions',
    types: ['timed'],
    fields: ['cap_enabled', 'cap_limit', 'cap_submit_time_limit_in_seconds'],
  },
  approved_cap: {
    group: 'restrictions',
    types: ['timed'],
    fields: ['approved_cap_enabled', 'approved_cap_limit'],
  },
  show_criteria: {
    group: 'restrictions',
    types: TIMED_SUBMISSION,
    fields: ['show_criteria'],
  },
  comments: {
    group: 'restrictions',
    types: TIMED_SUBMISSION,
    fields: ['comments_visible_to_challengers', 'comments_require_approvals'],
  },
  community: { group: 'restrictions', types: ACCORDION, fields: ['no_community_contest'] },
  anonymous: { group: 'restrictions', types: ACCORDION, fields: ['anonymous'] },
  require_login: { group: 'restrictions', types: ACCORDION, fields: ['require_user_login'] },
  submissions_per_solver: {
    group: 'restrictions',
    types: ACCORDION,
    fields: ['multiple_solution_count'],
  },
  goal: { group: 'restrictions', types: TIMED_SUBMISSION, fields: ['contest_goal'] },
  upcoming: {
    group: 'restrictions',
    types: TIMED_SUBMISSION,
    fields: ['show_in_upcoming', 'expected_launch_date'],
  },
  solution_privacy: {
    group: 'restrictions',
    types: ACCORDION,
    fields: ['solutions_private'],
  },
  custom_url: { group: 'restrictions', types: ACCORDION, fields: ['url_title'] },
  hide_entities: { group: 'restrictions', types: ACCORDION, fields: ['hide_entities'] },
  rep: { group: 'owner', types: ACCORDION, fields: ['rep_email', 'manager_email'] },
  company_team: { group: 'owner', types: ACCORDION, fields: ['company_team_id'] },
  select_company_team: { group: 'owner', types: ['ideation'], fields: ['company_team_id'] },
  contact: { group: 'owner', types: ACCORDION, fields: ['contact_name', 'contact_email'] },
  banner_colour: {
    group: 'style',
    types: ACCORDION,
    fields: ['ui.customise_banner', 'contest_layout_customization.custom_banner_color'],
  },
  logo: {
    group: 'style',
    types: ACCORDION,
    fields: [
      'contest_layout_customization.custom_banner_logo',
      'contest_layout_customization.remove_custom_banner_logo',
    ],
  },
  banner_title: {
    group: 'style',
    types: ACCORDION,
    fields: ['contest_layout_customization.custom_banner_text'],
  },
  hide_header: {
    group: 'style',
    types: ACCORDION,
    fields: ['contest_layout_customization.hide_header_layout'],
  },
  hide_footer: {
    group: 'style',
    types: ACCORDION,
    fields: ['contest_layout_customization.hide_footer_layout'],
  },
  hide_demographics: {
    group: 'style',
    types: ACCORDION,
    fields: ['contest_layout_customization.hide_demographics_section_on_dashboard'],
  },
  attach_file: {
    group: 'style',
    types: ['questionnaire'],
    fields: ['contest_layout_customization.attach_file'],
  },
  files: { group: 'materials', types: ACCORDION, fields: ['contestfiles'] },
} satisfies SectionTable<Omit<SectionDef, 'key'>>;

/** The sections in display order: the order of SECTION_KEYS. */
export const SECTIONS: readonly SectionDef[] = SECTION_KEYS.map((key) => ({
  key,
  ...SECTION_DEFS[key],
}));

/** Seed 001 §2: ideation's flat list, in this order. */
const IDEATION_ORDER = [
  'reward_policy',
  'image',
  'title',
  'description',
  'requirement',
  'supplementals',
  'select_company_team',
] as const satisfies readonly SectionKey[];

export const sectionsFor = (type: ContestType): SectionDef[] => {
  const sections = SECTIONS.filter((section) => section.types.includes(type));
  if (type !== 'ideation') return sections;
  return IDEATION_ORDER.map((key) => sections.find((section) => section.key === key)!);
};

export const isGrouped = (type: ContestType) => type !== 'ideation';

/** The section of the type that holds a field, or undefined for a path no section shows. */
export const sectionOfPath = (type: ContestType, path: string): SectionDef | undefined =>
  sectionsFor(type).find((section) => section.fields.some((prefix) => path.startsWith(prefix)));
