import type {
  DeliverableSubmissionField,
  SupplementalSubmissionField,
} from '../contract/contestFields';
import type {
  FirstTimeRestrictions,
  SolutionAnswers,
  SupplementalAnswer,
} from '../contract/solver';
import { t } from './i18n';

export type FormErrors = Record<string, string>;

export const isBlank = (value: SupplementalAnswer | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/** Characters of all deliverable answers (the first-solution minimum counts them together). */
export const totalCharacters = (deliverables: Record<string, string>) =>
  Object.values(deliverables).reduce((sum, text) => sum + text.trim().length, 0);

export const validateSupplemental = (
  field: SupplementalSubmissionField,
  value: SupplementalAnswer | undefined,
): string | null => {
  if (isBlank(value)) return field.required ? t('app.validation.required') : null;
  if (field.field_type === 'number' && typeof value === 'string') {
    const number = Number(value);
    if (!Number.isFinite(number)) return t('app.validation.required');
    if (field.min_value != null && number < field.min_value)
      return t('app.validation.min', { n: field.min_value });
    if (field.max_value != null && number > field.max_value)
      return t('app.validation.max', { n: field.max_value });
  }
  if (field.max_characters && typeof value === 'string' && value.length > field.max_characters) {
    return t('app.validation.max_length', { n: field.max_characters });
  }
  return null;
};

export const validateDeliverable = (
  field: DeliverableSubmissionField,
  value = '',
): string | null => {
  if (field.required && value.trim() === '') return t('app.validation.required');
  if (field.max_characters && value.length > field.max_characters)
    return t('app.validation.max_length', { n: field.max_characters });
  return null;
};

/** Every rule the form can check before sending, keyed like the server's errors (`deliverables.1`). */
export const validateSolution = (
  answers: SolutionAnswers,
  fields: {
    deliverables: DeliverableSubmissionField[];
    supplementals: SupplementalSubmissionField[];
  },
  restrictions: FirstTimeRestrictions | null,
): FormErrors => {
  const errors: FormErrors = {};
  for (const field of fields.deliverables) {
    const message = validateDeliverable(field, answers.deliverables[String(field.id)]);
    if (message) errors[`deliverables.${field.id}`] = message;
  }
  const first = fields.deliverables[0];
  const total = totalCharacters(answers.deliverables);
  if (
    restrictions &&
    first &&
    total < restrictions.minCharacters &&
    !errors[`deliverables.${first.id}`]
  ) {
    errors[`deliverables.${first.id}`] = t('app.solver.form.min_total', {
      n: restrictions.minCharacters,
      count: total,
    });
  }
  for (const field of fields.supplementals) {
    const message = validateSupplemental(field, answers.supplementals[String(field.id)]);
    if (message) errors[`supplementals.${field.id}`] = message;
  }
  return errors;
};
