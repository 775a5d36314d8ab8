import type { ContestType } from '../../contract';

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
  key: string;
  group: GroupKey;
  types: readonly ContestType[];
  /** Dotted-path prefixes of the fields the section holds: errors are listed under it. */
  fields: readonly string[];
}

const ALL: readonly ContestType[] = ['timed', 'ideation', 'submission', 'questionnaire'];
const ACCORDION: readonly ContestType[] = ['timed', 'submission', 'questionnaire'];
const TIMED_SUBMISSION: readonly ContestType[] = ['timed', 'submission'];

/**
 * Every section of seed 001 §2, in display order, with the types that show it. Ideation shows
 * its seven sections as a flat list in ideation order (IDEATION_ORDER), the others group them.
 */
export const SECTIONS: readonly SectionDef[] = [
  {
    key: 'total_rewards',
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
  {
    key: 'reward_policy',
    group: 'rewards',
    types: ['ideation'],
    fields: ['reward_policy', 'reward_points', 'percentile_number', 'winner_', 'ru_', 'hm_'],
  },
  {
    key: 'challenge_size',
    group: 'rewards',
    types: ['submission'],
    fields: ['requested_solutions'],
  },
  { key: 'title', group: 'rewards', types: ALL, fields: ['title'] },
  { key: 'image', group: 'rewards', types: ALL, fields: ['snapshot_pic'] },
  { key: 'description', group: 'rewards', types: ALL, fields: ['description'] },
  { key: 'requirement', group: 'rewards', types: ['ideation'], fields: ['requirement'] },
  { key: 'deadline', group: 'rewards', types: ACCORDION, fields: ['deadline'] },
  { key: 'video', group: 'rewards', types: ACCORDION, fields: ['link_to_video'] },
  { key: 'prize', group: 'rewards', types: ACCORDION, fields: ['short_description'] },
  {
    key: 'deliverables',
    group: 'rewards',
    types: TIMED_SUBMISSION,
    fields: ['deliverable_submission_fields'],
  },
  { key: 'evaluation', group: 'rewards', types: ACCORDION, fields: ['contest_evaluation_scheme'] },
  { key: 'feedback_tags', group: 'rewards', types: ACCORDION, fields: ['feedback_tags'] },
  {
    key: 'supplementals',
    group: 'supplementals',
    types: ALL,
    fields: ['supplemental_submission_fields'],
  },
  {
    key: 'time_limit',
    group: 'supplementals',
    types: TIMED_SUBMISSION,
    fields: ['draft_to_submission_time_limit_in_seconds'],
  },
  { key: 'ai', group: 'supplementals', types: ACCORDION, fields: ['generate_ai_solution'] },
  {
    key: 'visibility',
    group: 'supplementals',
    types: ACCORDION,
    fields: ['privacy_type', 'featured', 'quick_solve'],
  },
  {
    key: 'sources',
    group: 'supplementals',
    types: TIMED_SUBMISSION,
    fields: ['max_bibliographies_count'],
  },
  { key: 'target', group: 'supplementals', types: ACCORDION, fields: ['target_problem_solvers'] },
  {
    key: 'target_criteria',
    group: 'supplementals',
    types: ACCORDION,
    fields: ['contest_permissions'],
  },
  {
    key: 'strict',
    group: 'supplementals',
    types: ACCORDION,
    fields: ['strict_contest_permissions'],
  },
  {
    key: 'auto_approve',
    group: 'restrictions',
    types: ACCORDION,
    fields: ['auto_approve_submissions'],
  },
  {
    key: 'first_time',
    group: 'restrictions',
    types: ACCORDION,
    fields: ['restricted_for_1st_time_solver'],
  },
  {
    key: 'unapproved_cap',
    group: 'restrictions',
    types: ['timed'],
    fields: ['cap_enabled', 'cap_limit', 'cap_submit_time_limit_in_seconds'],
  },
  {
    key: 'approved_cap',
    group: 'restrictions',
    types: ['timed'],
    fields: ['approved_cap_enabled', 'approved_cap_limit'],
  },
  {
    key: 'show_criteria',
    group: 'restrictions',
    types: TIMED_SUBMISSION,
    fields: ['show_criteria'],
  },
  {
    key: 'comments',
    group: 'restrictions',
    types: TIMED_SUBMISSION,
    fields: ['comments_visible_to_challengers', 'comments_require_approvals'],
  },
  { key: 'community', group: 'restrictions', types: ACCORDION, fields: ['no_community_contest'] },
  { key: 'anonymous', group: 'restrictions', types: ACCORDION, fields: ['anonymous'] },
  { key: 'require_login', group: 'restrictions', types: ACCORDION, fields: ['require_user_login'] },
  {
    key: 'submissions_per_solver',
    group: 'restrictions',
    types: ACCORDION,
    fields: ['multiple_solution_count'],
  },
  { key: 'goal', group: 'restrictions', types: TIMED_SUBMISSION, fields: ['contest_goal'] },
  {
    key: 'upcoming',
    group: 'restrictions',
    types: TIMED_SUBMISSION,
    fields: ['show_in_upcoming', 'expected_launch_date'],
  },
  {
    key: 'solution_privacy',
    group: 'restrictions',
    types: ACCORDION,
    fields: ['solutions_private'],
  },
  { key: 'custom_url', group: 'restrictions', types: ACCORDION, fields: ['url_title'] },
  { key: 'hide_entities', group: 'restrictions', types: ACCORDION, fields: ['hide_entities'] },
  { key: 'rep', group: 'owner', types: ACCORDION, fields: ['rep_email', 'manager_email'] },
  { key: 'company_team', group: 'owner', types: ACCORDION, fields: ['company_team_id'] },
  { key: 'select_company_team', group: 'owner', types: ['ideation'], fields: ['company_team_id'] },
  { key: 'contact', group: 'owner', types: ACCORDION, fields: ['contact_name', 'contact_email'] },
  {
    key: 'banner_colour',
    group: 'style',
    types: ACCORDION,
    fields: ['ui.customise_banner', 'contest_layout_customization.custom_banner_color'],
  },
  {
    key: 'logo',
    group: 'style',
    types: ACCORDION,
    fields: [
      'contest_layout_customization.custom_banner_logo',
      'contest_layout_customization.remove_custom_banner_logo',
    ],
  },
  {
    key: 'banner_title',
    group: 'style',
    types: ACCORDION,
    fields: ['contest_layout_customization.custom_banner_text'],
  },
  {
    key: 'hide_header',
    group: 'style',
    types: ACCORDION,
    fields: ['contest_layout_customization.hide_header_layout'],
  },
  {
    key: 'hide_footer',
    group: 'style',
    types: ACCORDION,
    fields: ['contest_layout_customization.hide_footer_layout'],
  },
  {
    key: 'hide_demographics',
    group: 'style',
    types: ACCORDION,
    fields: ['contest_layout_customization.hide_demographics_section_on_dashboard'],
  },
  {
    key: 'attach_file',
    group: 'style',
    types: ['questionnaire'],
    fields: ['contest_layout_customization.attach_file'],
  },
  { key: 'files', group: 'materials', types: ACCORDION, fields: ['contestfiles'] },
];

/** Seed 001 §2: ideation's flat list, in this order. */
const IDEATION_ORDER = [
  'reward_policy',
  'image',
  'title',
  'description',
  'requirement',
  'supplementals',
  'select_company_team',
];

export const sectionsFor = (type: ContestType): SectionDef[] => {
  const sections = SECTIONS.filter((section) => section.types.includes(type));
  if (type !== 'ideation') return sections;
  return IDEATION_ORDER.map((key) => sections.find((section) => section.key === key)!);
};

export const isGrouped = (type: ContestType) => type !== 'ideation';

/** The section of the type that holds a field, or undefined for a path no section shows. */
export const sectionOfPath = (type: ContestType, path: string): SectionDef | undefined =>
  sectionsFor(type).find((section) => section.fields.some((prefix) => path.startsWith(prefix)));
