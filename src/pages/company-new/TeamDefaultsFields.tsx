import { required, TextInput } from 'react-admin';
import { CHALLENGER_ROLES, CHALLENGER_TYPES } from '../../contract/companies';
import { RadioGroupInput } from '../../ui/RadioGroupInput';

const TYPE_CHOICES = CHALLENGER_TYPES.map((id) => ({
  id,
  name: `app.companies.challenger_types.${id}`,
}));
const ROLE_CHOICES = CHALLENGER_ROLES.map((id) => ({
  id,
  name: `app.companies.challenger_roles.${id}`,
}));

/** The team part, shared by both forms: a new company comes with its first team. */
export const TeamDefaultsFields = () => (
  <>
    <TextInput
      source="team_name"
      label="app.companies.fields.team_name"
      validate={required('app.validation.required')}
      fullWidth
    />
    <RadioGroupInput
      source="default_challenger_type"
      label="app.companies.fields.default_challenger_type"
      choices={TYPE_CHOICES}
    />
    <RadioGroupInput
      source="default_challenger_role"
      label="app.companies.fields.default_challenger_role"
      choices={ROLE_CHOICES}
    />
  </>
);
