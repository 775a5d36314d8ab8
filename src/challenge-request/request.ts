import type { ChallengeRequest, ChallengeRequestPayload } from '../contract/challengeRequest';
import { isEmail } from '../contract/email';
import { ANONYMOUS_OR_BRANDED, INDUSTRIES } from '../contract/fixedLists';
import { FIELDS, type FieldName } from './fields';

/** What the form holds: text per field, as typed. */
export type RequestValues = Record<FieldName, string>;
/** Per field, a catalogue key (the form's own checks) or the server's message. */
export type RequestErrors = Partial<Record<FieldName, string>>;

export const emptyValues = (): RequestValues =>
  Object.fromEntries(FIELDS.map((field) => [field.name, ''])) as RequestValues;

const choice = <T extends string>(values: readonly T[], value: string): T | '' =>
  values.find((option) => option === value.trim()) ?? '';

/** The body of CONTRACT §8: every payload key, trimmed, '' when not given. */
export const buildRequest = (values: RequestValues): ChallengeRequest => {
  const text = (name: FieldName) => values[name].trim();
  const payload: ChallengeRequestPayload = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    found_out_from: text('found_out_from'),
    company: text('company'),
    industry: choice(INDUSTRIES, values.industry),
    challengerTitle: text('challengerTitle'),
    challengeOutput: text('challengeOutput'),
    anonymousOrBranded: choice(ANONYMOUS_OR_BRANDED, values.anonymousOrBranded),
    solutionsTimeframe: text('solutionsTimeframe'),
    challengeTopic: text('challengeTopic'),
    challengeQuestions: text('challengeQuestions'),
    challengeGuardrails: text('challengeGuardrails'),
    challengeSupplementals: text('challengeSupplementals'),
  };
  return { email: text('email'), payload };
};

/** The form's own checks, before anything is sent: required fields, the e-mail, the lists. */
export const validateRequest = (values: RequestValues): RequestErrors => {
  const errors: RequestErrors = {};
  for (const field of FIELDS) {
    const value = values[field.name].trim();
    if (field.required && !value) errors[field.name] = 'app.request.errors.required';
    else if (field.kind === 'email' && value && !isEmail(value))
      errors[field.name] = 'app.request.errors.email';
    else if (field.kind === 'industry' && value && !choice(INDUSTRIES, value))
      errors[field.name] = 'app.request.errors.choice';
    else if (field.kind === 'anonymousOrBranded' && value && !choice(ANONYMOUS_OR_BRANDED, value))
      errors[field.name] = 'app.request.errors.choice';
  }
  return errors;
};
