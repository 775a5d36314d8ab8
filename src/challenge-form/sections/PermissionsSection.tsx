import { Alert, Stack } from '@mui/material';
import { AutocompleteArrayInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocationChoices, type LocationChoice } from '../hooks/useOptions';
import { RepeatingRows } from '../inputs/RepeatingRows';
import { choices, rowLabel } from './labels';

const LocationCriteria = ({ source }: { source: string }) => {
  const { choices: locations, isPending } = useLocationChoices();
  return (
    <AutocompleteArrayInput
      source={source}
      label={rowLabel('criteria_location')}
      choices={locations}
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
