import type { ChallengeRequest, ChallengeRequestPayload } from '../contract/challengeRequest';
import { isEmail } from '../contract/email';
import { ANONYMOUS_OR_BRANDED, INDUSTRIES } from '../contract/fixedLists';
import { FIELDS, type FieldName, type FieldSpec } from './fields';
import { t } from './i18n';

/** What the form holds: text per field, as typed. */
export type RequestValues = Record<FieldName, string>;
/** Per field, a catalogue key or sentence (the form's own checks), or the server's message. */
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

/** A field's counter, shown before sending: always on long answers, on a line near its limit. */
export const lengthNote = (field: FieldSpec, value: string): string | null =>
  field.maxLength && (field.kind === 'long' || value.length >= field.maxLength * 0.8)
    ? t('app.request.limits.counter', { count: value.length, max: field.maxLength })
    : null;

/**
 * The form's own checks, before anything is sent: required fields, the length limits (a restored
 * draft may hold more than the field takes), the e-mail, the lists.
 */
export const validateRequest = (values: RequestValues): RequestErrors => {
  const errors: RequestErrors = {};
  for (const field of FIELDS) {
    const value = values[field.name].trim();
    if (field.required && !value) errors[field.name] = 'app.request.errors.required';
    else if (field.maxLength && value.length > field.maxLength)
      errors[field.name] = t('app.request.limits.too_long', {
        max: field.maxLength,
        count: value.length,
      });
    else if (field.kind === 'email' && value && !isEmail(value))
      errors[field.name] = 'app.request.errors.email';
    else if (field.kind === 'industry' && value && !choice(INDUSTRIES, value))
      errors[field.name] = 'app.request.errors.choice';
    else if (field.kind === 'anonymousOrBranded' && value && !choice(ANONYMOUS_OR_BRANDED, value))
      errors[field.name] = 'app.request.errors.choice';
  }
  return errors;
};
