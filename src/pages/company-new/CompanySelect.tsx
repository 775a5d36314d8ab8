import { useQuery } from '@tanstack/react-query';
import { required, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { queryKeys } from '../../providers/queryKeys';
import { formatText } from '../../ui/format';
import { ChoiceAutocomplete } from '../../ui/ChoiceAutocomplete';

/** The company a new team joins: form_selects/companies, cached for the session. */
export const CompanySelect = () => {
  const dp = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: queryKeys.formSelects.one('companies'),
    queryFn: ({ signal }) => dp.getFormSelect('companies', signal),
  });
  return (
    <ChoiceAutocomplete
      source="company_id"
      label="app.companies.fields.company_id"
      choices={(data ?? []).map((option) => ({
        ...option,
        label: formatText(option.label) || formatText(option.value),
      }))}
      optionValue="value"
      optionText="label"
      isPending={isPending}
      validate={required('app.validation.required')}
      translateChoice={false}
      fullWidth
    />
  );
};
