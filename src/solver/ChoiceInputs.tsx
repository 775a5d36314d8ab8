import { Checkbox, FormControlLabel, FormGroup, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { FieldSet } from './FieldSet';
import { t } from './i18n';
import { allOptions } from './options';
import type { SupplementalInputProps } from './supplementalProps';
import { TextInput } from '../ui/public/TextInput';

export const RadioInput = ({ field, value, error, onChange }: SupplementalInputProps) => (
  <FieldSet title={field.title} required={field.required} error={error}>
    <RadioGroup
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      {allOptions(field).map((option) => (
        <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
      ))}
    </RadioGroup>
  </FieldSet>
);

export const CheckBoxInput = ({ field, value, error, onChange }: SupplementalInputProps) => {
  const chosen = Array.isArray(value) ? value : [];
  const options = allOptions(field);
  const toggle = (option: string, checked: boolean) =>
    onChange(options.filter((item) => (item === option ? checked : chosen.includes(item))));
  return (
    <FieldSet title={field.title} required={field.required} error={error}>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={
              <Checkbox
                checked={chosen.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
            }
            label={option}
          />
        ))}
      </FormGroup>
    </FieldSet>
  );
};

const OTHER = '__other__';

/** Options plus 'Other' with its own text; the answer is the option or the typed text. */
export const InputOtherInput = ({ field, value, error, onChange }: SupplementalInputProps) => {
  const options = allOptions(field);
  const current = typeof value === 'string' ? value : '';
  const [other, setOther] = useState(current !== '' && !options.includes(current));
  return (
    <FieldSet title={field.title} required={field.required} error={error}>
      <RadioGroup
        value={other ? OTHER : current}
        onChange={(event) => {
          const chosen = event.target.value;
          setOther(chosen === OTHER);
          onChange(chosen === OTHER ? '' : chosen);
        }}
      >
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
        ))}
        <FormControlLabel value={OTHER} control={<Radio />} label={t('app.solver.form.other')} />
      </RadioGroup>
      {other && (
        <TextInput label={t('app.solver.form.other_text')} value={current} onChange={onChange} />
      )}
    </FieldSet>
  );
};
