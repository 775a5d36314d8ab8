import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SUPPLEMENTAL_FIELD_TYPES, type SupplementalFieldType } from '../../contract';
import { RepeatingRows } from '../inputs/RepeatingRows';
import { OptionGroupInput } from '../inputs/OptionGroupInput';
import { rowLabel } from './labels';

const TYPE_CHOICES = SUPPLEMENTAL_FIELD_TYPES.map((id) => ({
  id,
  name: `app.challengeForm.field_types.${id}`,
}));

/** Which extras each of the nine field types has (seed 001 §3). */
export const EXTRAS: Record<SupplementalFieldType, readonly string[]> = {
  check_box: ['options'],
  input: ['max_characters', 'placeholder'],
  input_other: ['options', 'placeholder'],
  lookup: ['option_group', 'placeholder'],
  number: ['min_value', 'max_value', 'step_value', 'placeholder'],
  radio: ['options', 'correct_answer'],
  ranking: ['options'],
  select: ['options', 'correct_answer', 'placeholder'],
  textarea: ['max_characters', 'placeholder'],
};

const NUMBER_EXTRAS = new Set(['max_characters', 'min_value', 'max_value', 'step_value']);

const Extras = ({ index }: { index: number }) => {
  const path = (field: string) => `supplemental_submission_fields.${index}.${field}`;
  const type = useWatch({ name: path('field_type') }) as SupplementalFieldType | undefined;
  const extras = type ? EXTRAS[type] : [];
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {extras
          .filter((extra) => NUMBER_EXTRAS.has(extra))
          .map((extra) => (
            <NumberInput key={extra} source={path(extra)} label={rowLabel(extra)} />
          ))}
        {extras.includes('placeholder') && (
          <TextInput source={path('placeholder')} label={rowLabel('placeholder')} />
        )}
        {extras.includes('correct_answer') && (
          <TextInput source={path('correct_answer')} label={rowLabel('correct_answer')} />
        )}
      </Stack>
      {extras.includes('options') && (
        <TextInput
          source={path('options')}
          label={rowLabel('options')}
          multiline
          minRows={3}
          fullWidth
        />
      )}
      {extras.includes('option_group') && (
        <OptionGroupInput source={path('option_group')} label={rowLabel('option_group')} />
      )}
    </>
  );
};

/** A non-zero solution time limit is what makes a supplemental restrictable (seed 001 §4). */
const SupplementalRow = ({ index }: { index: number }) => {
  const path = (field: string) => `supplemental_submission_fields.${index}.${field}`;
  const timeLimit = useWatch({ name: 'draft_to_submission_time_limit_in_seconds' }) as
    number | null;
  return (
    <>
      <Stack direction="row" spacing={2}>
        <TextInput source={path('title')} label={rowLabel('title')} sx={{ flex: 2 }} />
        <SelectInput
          source={path('field_type')}
          label={rowLabel('field_type')}
          choices={TYPE_CHOICES}
          isRequired
          sx={{ flex: 1 }}
        />
      </Stack>
      <Extras index={index} />
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <BooleanInput source={path('required')} label={rowLabel('required')} />
        <BooleanInput source={path('challenge_filter')} label={rowLabel('challenge_filter')} />
        <BooleanInput
          source={path('restricted')}
          label={rowLabel('restricted')}
          disabled={!timeLimit}
        />
        <NumberInput source={path('group_id')} label={rowLabel('group_id')} />
        <NumberInput source={path('order')} label={rowLabel('order')} />
      </Stack>
    </>
  );
};

export const SupplementalsSection = () => (
  <RepeatingRows
    name="supplemental_submission_fields"
    rowLabelKey="app.challengeForm.rows.supplemental"
    newRow={() => ({
      title: '',
      field_type: 'input',
      required: false,
      challenge_filter: false,
      restricted: false,
    })}
    renderRow={(index) => <SupplementalRow index={index} />}
  />
);
