import { ANONYMOUS_OR_BRANDED, INDUSTRIES } from '../contract/fixedLists';
import { TextInput } from '../ui/public/TextInput';
import { ChoiceField } from './ChoiceField';
import type { FieldSpec } from './fields';
import { t } from './i18n';
import { lengthNote } from './request';

interface RequestFieldProps {
  field: FieldSpec;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

const industryOptions = (
  <>
    <option value="">{t('app.request.fields.industry.none')}</option>
    {INDUSTRIES.map((industry) => (
      <option key={industry} value={industry}>
        {industry}
      </option>
    ))}
  </>
);

/** One field of the request, drawn by its kind, with its label and help from the catalogue. */
export const RequestField = ({ field, value, error, onChange }: RequestFieldProps) => {
  const key = `app.request.fields.${field.name}`;
  const label = t(`${key}.label`);
  const help = t(`${key}.help`);
  const shownError = error ? t(error) : null;
  if (field.kind === 'anonymousOrBranded')
    return (
      <ChoiceField
        label={label}
        help={help}
        error={shownError}
        value={value}
        onChange={onChange}
        options={ANONYMOUS_OR_BRANDED.map((option) => ({
          value: option,
          label: t(`${key}.${option}`),
        }))}
      />
    );
  const helper = [help, lengthNote(field, value)].filter(Boolean).join(' ');
  return (
    <TextInput
      label={label}
      helperText={helper || null}
      error={shownError}
      required={field.required}
      value={value}
      onChange={onChange}
      type={field.kind === 'email' ? 'email' : 'text'}
      multiline={field.kind === 'long'}
      minRows={field.kind === 'long' ? 3 : undefined}
      htmlInput={{ autoComplete: field.autoComplete, name: field.name, maxLength: field.maxLength }}
      options={field.kind === 'industry' ? industryOptions : undefined}
    />
  );
};
