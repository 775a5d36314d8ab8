import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LocationGroup, SelectOption } from '../../contract';
import type { FormSelectName } from '../../providers/formCalls';
import type { AppDataProvider } from '../../providers/dataProvider';
import { queryKeys } from '../../providers/queryKeys';
import { formatText } from '../../ui/format';

/** An option list of form_selects as react-admin choices (cached in session storage by the provider). */
export const useSelectChoices = (name: Exclude<FormSelectName, 'permissionLocations'>) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: queryKeys.formSelects.one(name),
    queryFn: ({ signal }) => dataProvider.getFormSelect<SelectOption[]>(name, signal),
    staleTime: Infinity,
  });
  return {
    choices: (query.data ?? []).map((option) => ({
      id: option.value,
      name: formatText(option.label) || formatText(option.value),
    })),
    isPending: query.isPending,
  };
};

export interface LocationChoice {
  id: string;
  name: string;
  continent: string;
}

export const useLocationChoices = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: queryKeys.formSelects.one('permissionLocations'),
    queryFn: ({ signal }) =>
      dataProvider.getFormSelect<LocationGroup[]>('permissionLocations', signal),
    staleTime: Infinity,
  });
  const choices: LocationChoice[] = (query.data ?? []).flatMap((group) =>
    group.options.map((option) => ({
      id: String(option.value),
      name: formatText(option.label) || formatText(option.value),
      continent: formatText(group.label),
    })),
  );
  return { choices, isPending: query.isPending };
};
