/**
 * Every section of the challenge form (seed 001 §2), in display order. The form's tables
 * (model/sections.ts, schema/index.ts, sections/registry.ts) are keyed by these names and
 * checked with `satisfies SectionTable<…>`, so a missing or misspelt entry fails to compile.
 * This file imports nothing: every layer of the form may depend on it.
 */
export const SECTION_KEYS = [
  'total_rewards',
  'reward_policy',
  'challenge_size',
  'title',
  'image',
  'description',
  'requirement',
  'deadline',
  'video',
  'prize',
  'deliverables',
  'evaluation',
  'feedback_tags',
  'supplementals',
  'time_limit',
  'ai',
  'visibility',
  'sources',
  'target',
  'target_criteria',
  'strict',
  'auto_approve',
  'first_time',
  'unapproved_cap',
  'approved_cap',
  'show_criteria',
  'comments',
  'community',
  'anonymous',
  'require_login',
  'submissions_per_solver',
  'goal',
  'upcoming',
  'solution_privacy',
  'custom_url',
  'hide_entities',
  'rep',
  'company_team',
  'select_company_team',
  'contact',
  'banner_colour',
  'logo',
  'banner_title',
  'hide_header',
  'hide_footer',
  'hide_demographics',
  'attach_file',
  'files',
] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];

/** A table with one entry for every section: none missing, none misspelt. */
export type SectionTable<T> = Readonly<Record<SectionKey, T>>;
