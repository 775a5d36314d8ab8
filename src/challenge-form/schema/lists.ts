import { first, maxLength, min, required } from './rules';
import { TEXT_LIMITS } from './limits';
import { collect, liveRows, type SectionValidator } from './types';
import type { FlatErrors } from '../model/types';

const OPTION_TYPES = new Set(['check_box', 'input_other', 'radio', 'ranking', 'select']);

export const validateDeliverables: SectionValidator = (values) => {
  const errors: FlatErrors = {};
  for (const { row, index } of liveRows(values.deliverable_submission_fields)) {
    Object.assign(
      errors,
      collect(
        [
          `deliverable_submission_fields.${index}.title`,
          first(required(row.title), maxLength(row.title, TEXT_LIMITS.title)),
        ],
        [`deliverable_submission_fields.${index}.max_characters`, min(row.max_characters, 1)],
      ),
    );
  }
  return errors;
};

export const validateFeedbackTags: SectionValidator = (values) => {
  const errors: FlatErrors = {};
  for (const { row, index } of liveRows(values.feedback_tags)) {
    Object.assign(
      errors,
      collect([
        `feedback_tags.${index}.name`,
        first(required(row.name), maxLength(row.name, TEXT_LIMITS.feedbackTag)),
      ]),
    );
  }
  return errors;
};

export const validateSupplementals: SectionValidator = (values) => {
  const errors: FlatErrors = {};
  for (const { row, index } of liveRows(values.supplemental_submission_fields)) {
    const path = (field: string) => `supplemental_submission_fields.${index}.${field}`;
    Object.assign(
      errors,
      collect(
        [path('title'), first(required(row.title), maxLength(row.title, TEXT_LIMITS.title))],
        [path('field_type'), required(row.field_type)],
        [path('options'), OPTION_TYPES.has(row.field_type) ? required(row.options) : undefined],
        [
          path('option_group'),
          row.field_type === 'lookup' ? required(row.option_group) : undefined,
        ],
        [path('max_characters'), min(row.max_characters, 1)],
        [
          path('step_value'),
          row.field_type === 'number' && row.step_value != null
            ? min(row.step_value, 0)
            : undefined,
        ],
        [
          path('max_value'),
          row.field_type === 'number' && row.min_value != null && row.max_value != null
            ? min(row.max_value, row.min_value)
            : undefined,
        ],
      ),
    );
  }
  return errors;
};

export const validatePermissions: SectionValidator = (values) => {
  const errors: FlatErrors = {};
  for (const { row, index } of liveRows(values.contest_permissions)) {
    Object.assign(
      errors,
      collect(
        [`contest_permissions.${index}.category`, required(row.category)],
        [`contest_permissions.${index}.criteria`, required(row.criteria)],
      ),
    );
  }
  return errors;
};

export const validateEvaluation: SectionValidator = (values) => {
  const scheme = values.contest_evaluation_scheme;
  const criteria = scheme?.evaluation_rubric?.criteria ?? [];
  const errors: FlatErrors = collect(
    [
      'contest_evaluation_scheme.evaluation_rubric',
      criteria.length === 0 ? required(null) : undefined,
    ],
    ['contest_evaluation_scheme.pairwise_rating_scheme', required(scheme?.pairwise_rating_scheme)],
  );
  criteria.forEach((criterion, index) => {
    const path = (field: string) =>
      `contest_evaluation_scheme.evaluation_rubric.criteria.${index}.${field}`;
    Object.assign(
      errors,
      collect(
        [
          path('name'),
          first(required(criterion.name), maxLength(criterion.name, TEXT_LIMITS.shortText)),
        ],
        [
          path('short_name'),
          first(
            required(criterion.short_name),
            maxLength(criterion.short_name, TEXT_LIMITS.shortText),
          ),
        ],
        [path('weight'), first(required(criterion.weight), min(criterion.weight, 0))],
        [path('scale'), criterion.scale.length === 0 ? required(null) : undefined],
      ),
    );
    criterion.scale.forEach((entry, level) => {
      const at = (field: string) => path(`scale.${level}.${field}`);
      Object.assign(
        errors,
        collect(
          [at('label'), required(entry.label)],
          [at('min_rating'), required(entry.min_rating)],
          [
            at('max_rating'),
            first(required(entry.max_rating), min(entry.max_rating, entry.min_rating)),
          ],
        ),
      );
    });
  });
  return errors;
};
