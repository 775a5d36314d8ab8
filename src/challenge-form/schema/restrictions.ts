import {
  dateBetween,
  first,
  ourMaxLength,
  min,
  minDuration,
  oursWhenChanged,
  required,
} from './rules';
import { MIN_TIME_LIMIT_SECONDS, TEXT_LIMITS } from './limits';
import { dateBounds } from './details';
import { collect, type SectionValidator } from './types';
import { TARGET_CRITERIA } from '../model/defaults';

/** Seed 001 §4 names the minimum 0; the 15 minutes are ours, so they hold once it is changed. */
export const validateTimeLimit: SectionValidator = (values, context) =>
  collect([
    'draft_to_submission_time_limit_in_seconds',
    first(
      min(values.draft_to_submission_time_limit_in_seconds, 0),
      oursWhenChanged(
        values.draft_to_submission_time_limit_in_seconds,
        context.initial?.draft_to_submission_time_limit_in_seconds,
        minDuration(values.draft_to_submission_time_limit_in_seconds, MIN_TIME_LIMIT_SECONDS),
      ),
    ),
  ]);

/** The target tier is one of three: `target_problem_solvers[criteria]` is never sent empty. */
export const validateTarget: SectionValidator = (values) => {
  const criteria = values.target_problem_solvers?.criteria;
  const known = (TARGET_CRITERIA as readonly unknown[]).includes(criteria);
  return collect(['target_problem_solvers.criteria', known ? undefined : required(null)]);
};

export const validateSources: SectionValidator = (values) =>
  collect(['max_bibliographies_count', min(values.max_bibliographies_count, 0)]);

export const validateUnapprovedCap: SectionValidator = (values) =>
  collect(
    [
      'cap_limit',
      values.cap_enabled
        ? first(required(values.cap_limit), min(values.cap_limit, 0))
        : min(values.cap_limit, 0),
    ],
    ['cap_submit_time_limit_in_seconds', min(values.cap_submit_time_limit_in_seconds, 0)],
  );

export const validateApprovedCap: SectionValidator = (values) =>
  collect([
    'approved_cap_limit',
    values.approved_cap_enabled
      ? first(required(values.approved_cap_limit), min(values.approved_cap_limit, 0))
      : min(values.approved_cap_limit, 0),
  ]);

export const validateSubmissionsPerSolver: SectionValidator = (values) =>
  collect([
    'multiple_solution_count',
    first(required(values.multiple_solution_count), min(values.multiple_solution_count, 1)),
  ]);

export const validateGoal: SectionValidator = (values) =>
  collect(['contest_goal', required(values.contest_goal)]);

/** The expected launch date is enabled (and then required) only when shown in upcoming. */
export const validateUpcoming: SectionValidator = (values, context) => {
  if (!values.show_in_upcoming) return {};
  const { earliest, latest } = dateBounds(context.initial?.expected_launch_date, context);
  return collect([
    'expected_launch_date',
    first(
      required(values.expected_launch_date),
      dateBetween(values.expected_launch_date, earliest, latest),
    ),
  ]);
};

export const validateSolutionPrivacy: SectionValidator = (values) =>
  collect(['solutions_private', required(values.solutions_private)]);

export const validateCustomUrl: SectionValidator = (values, context) =>
  collect(['url_title', ourMaxLength(values, context, 'url_title', TEXT_LIMITS.shortText)]);

export const validateHideEntities: SectionValidator = (values, context) =>
  collect([
    'hide_entities',
    ourMaxLength(values, context, 'hide_entities', TEXT_LIMITS.hideEntities),
  ]);
