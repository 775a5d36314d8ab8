import { Stack } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { useSelectChoices } from '../hooks/useOptions';
import { fieldLabel } from './labels';
import { ChoiceAutocomplete } from '../../ui/ChoiceAutocomplete';

/** Rep and manager come from the staff team list (form_selects/mindsumo_team). */
export const RepSection = () => {
  const { choices, isPending } = useSelectChoices('staffTeam');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectInput
        source="rep_email"
        label={fieldLabel('rep_email')}
        choices={choices}
        isPending={isPending}
        translateChoice={false}
        isRequired
        sx={{ flex: 1 }}
      />
      <SelectInput
        source="manager_email"
        label={fieldLabel('manager_email')}
        choices={choices}
        isPending={isPending}
        translateChoice={false}
        isRequired
        sx={{ flex: 1 }}
      />
    </Stack>
  );
};

export const CompanyTeamSection = () => {
  const { choices, isPending } = useSelectChoices('companyTeams');
  return (
    <ChoiceAutocomplete
      source="company_team_id"
      label={fieldLabel('company_team_id')}
      choices={choices}
      isPending={isPending}
      translateChoice={false}
      fullWidth
    />
  );
};

export const ContactSection = () => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
    <TextInput source="contact_name" label={fieldLabel('contact_name')} sx={{ flex: 1 }} />
    <TextInput
      source="contact_email"
      label={fieldLabel('contact_email')}
      type="email"
      sx={{ flex: 1 }}
    />
  </Stack>
);
