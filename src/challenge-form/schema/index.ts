import { setOwn } from '../../contract/ownKeys';
import type { SectionTable } from '../model/sectionKeys';
import { sectionsFor } from '../model/sections';
import type { ContestFormValues, FlatErrors, ValidationContext } from '../model/types';
import {
  validateDeadline,
  validateDescription,
  validateImage,
  validatePrize,
  validateRequirement,
  validateTitle,
  validateVideo,
} from './details';
import {
  validateDeliverables,
  validateEvaluation,
  validateFeedbackTags,
  validatePermissions,
  validateSupplementals,
} from './lists';
import {
  validateAttachFile,
  validateBannerTitle,
  validateCompanyTeam,
  validateContact,
  validateRep,
} from './owner';
import {
  validateApprovedCap,
  validateCustomUrl,
  validateGoal,
  validateHideEntities,
  validateSolutionPrivacy,
  validateSources,
  validateSubmissionsPerSolver,
  validateTarget,
  validateTimeLimit,
  validateUnapprovedCap,
  validateUpcoming,
} from './restrictions';
import { validateChallengeSize, validateRewards } from './rewards';
import type { SectionValidator } from './types';

/**
 * The rules of each section. Sections whose inputs cannot hold a wrong value (switches, choices,
 * the colour picker, files checked as they are picked) say `null` rather than being left out, so a section
 * added to SECTION_KEYS without deciding its rules fails to compile.
 */
export const VALIDATORS = {
  total_rewards: validateRewards,
  reward_policy: validateRewards,
  challenge_size: validateChallengeSize,
  title: validateTitle,
  image: validateImage,
  description: validateDescription,
  requirement: validateRequirement,
  deadline: validateDeadline,
  video: validateVideo,
  prize: validatePrize,
  deliverables: validateDeliverables,
  evaluation: validateEvaluation,
  feedback_tags: validateFeedbackTags,
  supplementals: validateSupplementals,
  time_limit: validateTimeLimit,
  ai: null,
  visibility: null,
  sources: validateSources,
  target: validateTarget,
  target_criteria: validatePermissions,
  strict: null,
  auto_approve: null,
  first_time: null,
  unapproved_cap: validateUnapprovedCap,
  approved_cap: validateApprovedCap,
  show_criteria: null,
  comments: null,
  community: null,
  anonymous: null,
  require_login: null,
  submissions_per_solver: validateSubmissionsPerSolver,
  goal: validateGoal,
  upcoming: validateUpcoming,
  solution_privacy: validateSolutionPrivacy,
  custom_url: validateCustomUrl,
  hide_entities: validateHideEntities,
  rep: validateRep,
  company_team: validateCompanyTeam,
  select_company_team: validateCompanyTeam,
  contact: validateContact,
  banner_colour: null,
  logo: null,
  banner_title: validateBannerTitle,
  hide_header: null,
  hide_footer: null,
  hide_demographics: null,
  attach_file: validateAttachFile,
  files: null,
} satisfies SectionTable<SectionValidator | null>;

/** Every rule of the sections the type shows: one message per dotted path. */
export const validateContest = (
  values: ContestFormValues,
  context: ValidationContext,
): FlatErrors => {
  const errors: FlatErrors = {};
  for (const section of sectionsFor(context.type))
    Object.assign(errors, VALIDATORS[section.key]?.(values, context));
  return errors;
};

/** `{ 'a.0.b': m }` → `{ a: { 0: { b: m } } }`, the shape react-hook-form reads errors in. */
export const nestErrors = <T>(flat: Record<string, T>): Record<string, unknown> => {
  const nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = nested;
    // Own properties only: a server's field named `__proto__` must not reach Object.prototype.
    parts.slice(0, -1).forEach((part) => {
      if (!Object.hasOwn(node, part)) setOwn(node, part, {});
      node = node[part] as Record<string, unknown>;
    });
    setOwn(node, parts[parts.length - 1], message);
  }
  return nested;
};
