import { Alert, Stack } from '@mui/material';
import { useMemo } from 'react';
import { AutocompleteArrayInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocationChoices, type LocationChoice } from '../hooks/useOptions';
import { RepeatingRows } from '../inputs/RepeatingRows';
import { choices, rowLabel } from './labels';

/**
 * The stored locations the list does not hold, as choices of their own: the input shows only
 * values among its choices and a change keeps only those, so without them they would be hidden
 * and dropped by the next edit. Marked once the list has arrived (while it loads, shown plain).
 */
const useUnlistedChoices = (source: string, listed: LocationChoice[], marked: boolean) => {
  const translate = useTranslate();
  const value = useWatch({ name: source }) as unknown;
  return useMemo(() => {
    const ids = new Set(listed.map((choice) => choice.id));
    const stored = Array.isArray(value) ? value.map(String) : [];
    return stored
      .filter((name) => !ids.has(name))
      .map<LocationChoice>((name) => ({
        id: name,
        name: marked ? translate('app.challengeForm.locations.not_listed', { name }) : name,
        continent: translate('app.challengeForm.locations.not_listed_group'),
      }));
  }, [listed, value, marked, translate]);
};

const LocationCriteria = ({ source }: { source: string }) => {
  const { choices: locations, isPending, isSuccess } = useLocationChoices();
  const unlisted = useUnlistedChoices(source, locations, isSuccess);
  const choices = useMemo(() => [...locations, ...unlisted], [locations, unlisted]);
  return (
    <AutocompleteArrayInput
      source={source}
      label={rowLabel('criteria_location')}
      choices={choices}
      isPending={isPending}
      groupBy={(option: LocationChoice) => option.continent}
      translateChoice={false}
      fullWidth
    />
  );
};

/**
 * Location rows are always inclusions, also one loaded as an exclusion (made an inclusion on load,
 * model/fromRecord.ts, and said so here); a new category starts with empty criteria (seed 001 §4).
 */
const PermissionRow = ({ index }: { index: number }) => {
  const path = (field: string) => `contest_permissions.${index}.${field}`;
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const category = useWatch({ name: path('category') }) as string;
  const madeInclusion = useWatch({ name: 'ui.permissions_made_inclusion' }) as number[] | undefined;
  const onCategory = (next: string) => {
    setValue(path('criteria'), next === 'location' ? [] : '', { shouldDirty: true });
    if (next === 'location') setValue(path('permission_type'), 'inclusion', { shouldDirty: true });
  };
  return (
    <>
      <Stack direction="row" spacing={2}>
        <SelectInput
          source={path('category')}
          label={rowLabel('category')}
          choices={choices('domain', 'location')}
          isRequired
          onChange={(event) => onCategory(String(event.target.value))}
          sx={{ flex: 1 }}
        />
        <SelectInput
          source={path('permission_type')}
          label={rowLabel('permission_type')}
          choices={choices('inclusion', 'exclusion')}
          isRequired
          disabled={category === 'location'}
          sx={{ flex: 1 }}
        />
      </Stack>
      {category === 'location' && madeInclusion?.includes(index) && (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('app.challengeForm.rows.permission_made_inclusion')}
        </Alert>
      )}
      {category === 'location' ? (
        <LocationCriteria source={path('criteria')} />
      ) : (
        <TextInput source={path('criteria')} label={rowLabel('criteria_domain')} fullWidth />
      )}
    </>
  );
};

export const PermissionsSection = () => (
  <RepeatingRows
    name="contest_permissions"
    rowLabelKey="app.challengeForm.rows.permission"
    newRow={() => ({ category: 'domain', permission_type: 'inclusion', criteria: '' })}
    renderRow={(index) => <PermissionRow index={index} />}
  />
);
