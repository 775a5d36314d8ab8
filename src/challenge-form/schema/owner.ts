import { email, first, maxLength, required } from './rules';
import { TEXT_LIMITS } from './limits';
import { collect, type SectionValidator } from './types';

export const validateRep: SectionValidator = (values) =>
  collect(
    ['rep_email', required(values.rep_email)],
    ['manager_email', required(values.manager_email)],
  );

export const validateCompanyTeam: SectionValidator = (values) =>
  collect(['company_team_id', required(values.company_team_id)]);

export const validateContact: SectionValidator = (values) =>
  collect(
    [
      'contact_name',
      first(required(values.contact_name), maxLength(values.contact_name, TEXT_LIMITS.shortText)),
    ],
    ['contact_email', first(required(values.contact_email), email(values.contact_email))],
  );

export const validateBannerTitle: SectionValidator = (values) =>
  collect([
    'contest_layout_customization.custom_banner_text',
    maxLength(values.contest_layout_customization?.custom_banner_text, TEXT_LIMITS.shortText),
  ]);

export const validateAttachFile: SectionValidator = (values) => {
  const layout = values.contest_layout_customization;
  return collect([
    'contest_layout_customization.attach_file_to_submission_label',
    layout?.attach_file_to_submission
      ? first(
          required(layout.attach_file_to_submission_label),
          maxLength(layout.attach_file_to_submission_label, TEXT_LIMITS.shortText),
        )
      : undefined,
  ]);
};
