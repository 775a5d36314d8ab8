import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useId } from 'react';
import type { CompanyFormType } from './calls';

const TYPES: CompanyFormType[] = ['company', 'team'];

export const CompanyTypeSwitch = ({
  value,
  onChange,
}: {
  value: CompanyFormType;
  onChange: (type: CompanyFormType) => void;
}) => {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        {translate('app.companies.form_type.label')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as CompanyFormType)}
      >
        {TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio />}
            label={translate(`app.companies.form_type.${type}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
