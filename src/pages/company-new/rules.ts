import { CHALLENGER_ROLES, CHALLENGER_TYPES } from '../../contract/companies';
import type { CompanyFormType, CompanyFormValues } from './calls';

export type CompanyField = Exclude<keyof CompanyFormValues, 'form_type'>;
export type CompanyFormInput = Partial<Record<CompanyField, unknown>>;

/** The fields each form shows, in the order they are sent. */
export const FIELDS_BY_TYPE: Record<CompanyFormType, readonly CompanyField[]> = {
  company: [
    'organization',
    'anonymous',
    'company_description',
    'industry',
    'logo_pic',
    'team_name',
    'default_challenger_type',
    'default_challenger_role',
  ],
  team: ['company_id', 'team_name', 'default_challenger_type', 'default_challenger_role'],
};

/** Seed 000 §5: Company name and team name always; the company only when adding a team. */
export const REQUIRED_BY_TYPE: Record<CompanyFormType, readonly CompanyField[]> = {
  company: ['organization', 'team_name'],
  team: ['company_id', 'team_name'],
};

export const isRequiredField = (type: CompanyFormType, field: CompanyField) =>
  REQUIRED_BY_TYPE[type].includes(field);

/** The options of each radio field; a field whose options are all booleans is sent as a boolean. */
export const RADIO_OPTIONS: Partial<Record<CompanyField, readonly unknown[]>> = {
  anonymous: [true, false],
  default_challenger_type: CHALLENGER_TYPES,
  default_challenger_role: CHALLENGER_ROLES,
};

export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;

export type LogoProblem = 'wrong_type' | 'too_large' | 'duplicate';

/** Why a chosen logo is refused, or null: png/jpg/jpeg, up to 10 MB, not the file already chosen. */
export const logoProblem = (
  file: Pick<File, 'name' | 'size'>,
  chosenName?: string | null,
): LogoProblem | null => {
  if (chosenName && file.name === chosenName) return 'duplicate';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(LOGO_EXTENSIONS as readonly string[]).includes(extension))
    return 'wrong_type';
  if (file.size > LOGO_MAX_BYTES) return 'too_large';
  return null;
};
