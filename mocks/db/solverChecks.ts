import type { FieldErrors, SolutionRequest, SupplementalSubmissionField } from '../../src/contract';
import type { ContestRow } from './contests';
import { MIN_FIRST_TIME_CHARACTERS } from './solverAccess';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const answerMap = (value: unknown): Record<string, string | string[]> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string | string[]] =>
            typeof entry[1] === 'string' ||
            (Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string')),
        ),
      )
    : {};

/** A draft or solution body, read defensively: unknown keys and types are dropped. */
export const readSolutionBody = (body: unknown): SolutionRequest => {
  const record = isRecord(body) ? body : {};
  const deliverables = answerMap(record.deliverables);
  return {
    contest_slug: typeof record.contest_slug === 'string' ? record.contest_slug : '',
    deliverables: Object.fromEntries(
      Object.entries(deliverables).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
    supplementals: answerMap(record.supplementals),
    file_keys: Array.isArray(record.file_keys)
      ? record.file_keys.filter((key): key is string => typeof key === 'string')
      : [],
  };
};

const blank = (value: string | string[] | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

const supplementalError = (
  field: SupplementalSubmissionField,
  value: string | string[] | undefined,
): string | null => {
  if (blank(value)) return field.required ? "can't be blank" : null;
  if (field.field_type === 'number') {
    const number = Number(value);
    if (!Number.isFinite(number)) return 'must be a number';
    if (field.min_value != null && number < field.min_value)
      return `must be greater than or equal to ${field.min_value}`;
    if (field.max_value != null && number > field.max_value)
      return `must be less than or equal to ${field.max_value}`;
  }
  if (field.max_characters && typeof value === 'string' && value.length > field.max_characters) {
    return `is too long (maximum is ${field.max_characters} characters)`;
  }
  return null;
};

/** The server's check of a solution (Rails-style messages by dotted path). */
export const solutionErrors = (
  contest: ContestRow,
  request: SolutionRequest,
  firstTime: boolean,
): FieldErrors => {
  const errors: FieldErrors = {};
  const deliverables = (contest.deliverable_submission_fields ?? []).filter(
    (field) => !field._destroy,
  );
  for (const field of deliverables) {
    const value = request.deliverables[String(field.id)] ?? '';
    if (field.required && value.trim() === '')
      errors[`deliverables.${field.id}`] = "can't be blank";
    else if (field.max_characters && value.length > field.max_characters) {
      errors[`deliverables.${field.id}`] =
        `is too long (maximum is ${field.max_characters} characters)`;
    }
  }
  const total = Object.values(request.deliverables).reduce(
    (sum, text) => sum + text.trim().length,
    0,
  );
  if (
    firstTime &&
    deliverables.length > 0 &&
    total < MIN_FIRST_TIME_CHARACTERS &&
    !errors[`deliverables.${deliverables[0].id}`]
  ) {
    errors[`deliverables.${deliverables[0].id}`] =
      `is too short (a first solution needs at least ${MIN_FIRST_TIME_CHARACTERS} characters)`;
  }
  for (const field of (contest.supplemental_submission_fields ?? []).filter(
    (row) => !row._destroy && !row.challenge_filter,
  )) {
    const message = supplementalError(field, request.supplementals[String(field.id)]);
    if (message) errors[`supplementals.${field.id}`] = message;
  }
  return errors;
};
