import { useId } from 'react';
import type { SupplementalAnswer } from '../contract/solver';
import { CheckBoxInput, InputOtherInput, RadioInput } from './ChoiceInputs';
import { t } from './i18n';
import { allOptions, optionGroups } from './options';
import { RankingInput } from './RankingInput';
import type { SupplementalInputProps } from './supplementalProps';
import { TextInput } from '../ui/public/TextInput';

const text = (value: SupplementalAnswer | undefined) => (typeof value === 'string' ? value : '');

/** A native select: quick on phones, with option groups as <optgroup>. */
const SelectInput = ({ field, value, error, onChange }: SupplementalInputProps) => (
  <TextInput
    label={field.title}
    required={field.required}
    value={text(value)}
    error={error}
    onChange={onChange}
    options={
      <>
        <option value="">{t('app.solver.form.choose')}</option>
        {optionGroups(field).map((group) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </optgroup>
          ) : (
            group.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))
          ),
        )}
      </>
    }
  />
);

/** A lookup: free typing with the options suggested (a datalist, no heavy autocomplete). */
const LookupInput = ({ field, value, error, onChange }: SupplementalInputProps) => {
  const listId = useId();
  return (
    <>
      <TextInput
        label={field.title}
        required={field.required}
        value={text(value)}
        error={error}
        placeholder={field.placeholder}
        onChange={onChange}
        htmlInput={{ list: listId, autoComplete: 'off' }}
      />
      <datalist id={listId}>
        {allOptions(field).map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
};

const FreeTextInput = ({ field, value, error, onChange }: SupplementalInputProps) => {
  const current = text(value);
  const counter = field.max_characters
    ? t('app.solver.form.counter', { count: current.length, max: field.max_characters })
    : undefined;
  const number = field.field_type === 'number';
  return (
    <TextInput
      label={field.title}
      required={field.required}
      value={current}
      error={error}
      helperText={counter}
      placeholder={field.placeholder}
      multiline={field.field_type === 'textarea'}
      minRows={field.field_type === 'textarea' ? 3 : undefined}
      type={number ? 'number' : 'text'}
      onChange={onChange}
      htmlInput={
        number
          ? {
              min: field.min_value ?? undefined,
              max: field.max_value ?? undefined,
              step: field.step_value ?? undefined,
              inputMode: 'decimal',
            }
          : { maxLength: field.max_characters ?? undefined }
      }
    />
  );
};

/** One supplemental field, by its type (all nine of seed 001 §3). */
export const SupplementalInput = (props: SupplementalInputProps) => {
  switch (props.field.field_type) {
    case 'select':
      return <SelectInput {...props} />;
    case 'lookup':
      return <LookupInput {...props} />;
    case 'radio':
      return <RadioInput {...props} />;
    case 'check_box':
      return <CheckBoxInput {...props} />;
    case 'input_other':
      return <InputOtherInput {...props} />;
    case 'ranking':
      return <RankingInput {...props} />;
    default:
      return <FreeTextInput {...props} />;
  }
};
