import { useQuery } from '@tanstack/react-query';
import { required, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { RetryAlert } from '../../ui/RetryAlert';
import { useWatch } from 'react-hook-form';
import { CHALLENGER_ROLES } from '../../contract/companies';
import type { SupportTarget } from './calls';
import type { AppDataProvider } from '../../providers/dataProvider';
import { extraFields } from './actions';
import { queryKeys } from '../../providers/queryKeys';
import { RadioGroupInput } from '../../ui/RadioGroupInput';
import { formatText } from '../../ui/format';
import { validEmail } from '../../ui/validateEmail';
import { ChoiceAutocomplete } from '../../ui/ChoiceAutocomplete';

const REQUIRED = required('app.validation.required');
const ROLE_CHOICES = CHALLENGER_ROLES.map((id) => ({
  id,
  name: `app.companies.challenger_roles.${id}`,
}));
const YES_NO = [
  { id: true, name: 'app.yes' },
  { id: false, name: 'app.no' },
];

const CompanyTeamSelect = () => {
  const dp = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: queryKeys.formSelects.one('challengeTeams'),
    queryFn: ({ signal }) => dp.getFormSelect('challengeTeams', signal),
  });
  return (
    <>
      {error && (
        <RetryAlert
          onRetry={() => refetch()}
          failure={{ call: 'GET /admin/contests/form_selects/challenge_teams', error }}
        >
          {translate('app.supportTools.teams_failed')}
        </RetryAlert>
      )}
      <ChoiceAutocomplete
        source="company_team_id"
        label="app.supportTools.fields.company_team_id"
        choices={(data ?? []).map((option) => ({
          ...option,
          label: formatText(option.label) || formatText(option.value),
        }))}
        optionValue="value"
        optionText="label"
        isPending={isPending}
        translateChoice={false}
        validate={REQUIRED}
        fullWidth
      />
    </>
  );
};

/** The fields the chosen action needs, shown only for it (seed 000 §5). */
export const ActionFields = ({ target }: { target: SupportTarget }) => {
  const action: unknown = useWatch({ name: 'action_type' });
  const fields = extraFields(target, action);
  return (
    <>
      {fields.includes('company_team_id') && <CompanyTeamSelect />}
      {fields.includes('challenger_role') && (
        <SelectInput
          source="challenger_role"
          label="app.supportTools.fields.challenger_role"
          choices={ROLE_CHOICES}
          validate={REQUIRED}
          fullWidth
        />
      )}
      {fields.includes('send_email') && (
        <RadioGroupInput
          source="send_email"
          label="app.supportTools.fields.send_email"
          choices={YES_NO}
          validate={REQUIRED}
        />
      )}
      {fields.includes('correct_email') && (
        <TextInput
          source="correct_email"
          type="email"
          label="app.supportTools.fields.correct_email"
          validate={[REQUIRED, validEmail]}
          fullWidth
        />
      )}
      {fields.includes('trust_arc_id') && (
        <TextInput
          source="trust_arc_id"
          label="app.supportTools.fields.trust_arc_id"
          validate={REQUIRED}
          fullWidth
        />
      )}
    </>
  );
};
