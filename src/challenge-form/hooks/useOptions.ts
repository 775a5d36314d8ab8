import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { LocationGroup, SelectOption } from '../../contract';
import type { FormSelectName } from '../../contract/endpoints';
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

/**
 * The location list as choices, and `known`: their values, for reading stored criteria back
 * (contract/locationCriteria.ts). Both keep their identity until the list changes. `isSuccess`
 * says the list arrived, so a stored value it lacks is really not in it.
 */
export const useLocationChoices = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: queryKeys.formSelects.one('permissionLocations'),
    queryFn: ({ signal }) =>
      dataProvider.getFormSelect<LocationGroup[]>('permissionLocations', signal),
    staleTime: Infinity,
  });
  const choices = useMemo<LocationChoice[]>(
    () =>
      (query.data ?? []).flatMap((group) =>
        group.options.map((option) => ({
          id: String(option.value),
          name: formatText(option.label) || formatText(option.value),
          continent: formatText(group.label),
        })),
      ),
    [query.data],
  );
  const known = useMemo(() => choices.map((choice) => choice.id), [choices]);
  return { choices, known, isPending: query.isPending, isSuccess: query.isSuccess };
};
