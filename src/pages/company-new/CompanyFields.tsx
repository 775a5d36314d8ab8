import { required, SelectInput, TextInput } from 'react-admin';
import { INDUSTRIES } from '../../contract/fixedLists';
import { LogoInput } from './LogoInput';
import { RadioGroupInput } from '../../ui/RadioGroupInput';

const YES_NO = [
  { id: true, name: 'app.yes' },
  { id: false, name: 'app.no' },
];
const INDUSTRY_CHOICES = INDUSTRIES.map((industry) => ({ id: industry, name: industry }));

/** The company part of the New company form (seed 000 §3). */
export const CompanyFields = () => (
  <>
    <TextInput
      source="organization"
      label="app.companies.fields.organization"
      validate={required('app.validation.required')}
      fullWidth
    />
    <RadioGroupInput source="anonymous" label="app.companies.fields.anonymous" choices={YES_NO} />
    <TextInput
      source="company_description"
      label="app.companies.fields.company_description"
      multiline
      minRows={3}
      fullWidth
    />
    <SelectInput
      source="industry"
      label="app.companies.fields.industry"
      choices={INDUSTRY_CHOICES}
      translateChoice={false}
      emptyText="app.none"
      fullWidth
    />
    <LogoInput />
  </>
);
