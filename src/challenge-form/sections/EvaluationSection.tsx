import { tenPointScale, type RubricCriterion } from '../../contract/contest';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { colourKeyOf } from '../../contract/openShapes';
import { useFormShell } from '../hooks/formShell';
import { ListTextInput } from '../inputs/ListTextInput';
import { choices } from './labels';

const RUBRIC = 'contest_evaluation_scheme.evaluation_rubric.criteria';
const rubricLabel = (name: string) => `app.challengeForm.rubric.${name}`;
const CHART_TYPES = [
  { id: 'bar', name: rubricLabel('bar') },
  { id: 'pie', name: rubricLabel('pie') },
];

const newCriterion = (): RubricCriterion => ({
  name: '',
  short_name: '',
  chart_type: 'bar',
  colour_codes: ['#1553a8'],
  weight: 1,
  scale: tenPointScale(),
});

const Scale = ({ criterion, disabled }: { criterion: number; disabled: boolean }) => {
  const translate = useTranslate();
  const name = `${RUBRIC}.${criterion}.scale`;
  const { fields, append, remove } = useFieldArray({ name, keyName: 'rowKey' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} disabled={disabled}>
      <Typography component="legend" variant="subtitle2">
        {translate(rubricLabel('scale'))}
      </Typography>
      {fields.map((field, level) => (
        <Stack
          key={field.rowKey}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          role="group"
          aria-label={`${translate(rubricLabel('level'))} ${level + 1}`}
        >
          <NumberInput
            source={`${name}.${level}.level`}
            label={rubricLabel('level')}
            disabled={disabled}
            sx={{ width: 90 }}
            helperText={false}
          />
          <TextInput
            source={`${name}.${level}.label`}
            label={rubricLabel('label')}
            disabled={disabled}
            sx={{ width: 120 }}
            helperText={false}
          />
          <NumberInput
            source={`${name}.${level}.min_rating`}
            label={rubricLabel('min_rating')}
            disabled={disabled}
            sx={{ width: 130 }}
            helperText={false}
          />
          <NumberInput
            source={`${name}.${level}.max_rating`}
            label={rubricLabel('max_rating')}
            disabled={disabled}
            sx={{ width: 130 }}
            helperText={false}
          />
          <TextInput
            source={`${name}.${level}.feedback_text`}
            label={rubricLabel('feedback_text')}
            disabled={disabled}
            sx={{ flex: 1, minWidth: 200 }}
            helperText={false}
          />
          {!disabled && (
            <Button size="small" color="inherit" onClick={() => remove(level)}>
              {translate(rubricLabel('remove_level'), { n: level + 1 })}
            </Button>
          )}
        </Stack>
      ))}
      {!disabled && (
        <Button
          size="small"
          onClick={() =>
            append({
              label: '',
              level: fields.length + 1,
              min_rating: fields.length + 1,
              max_rating: fields.length + 1,
              feedback_text: '',
            })
          }
        >
          {translate(rubricLabel('add_level'))}
        </Button>
      )}
    </Box>
  );
};

/** The rubric editor and the pairwise scheme; both are locked once the challenge is launched. */
export const EvaluationSection = () => {
  const translate = useTranslate();
  const { launched, launchUnknown } = useFormShell();
  const { fields, append, remove } = useFieldArray({ name: RUBRIC, keyName: 'rowKey' });
  return (
    <Stack spacing={2}>
      {/* Said from the start, while it can still change, not only once it is too late. */}
      <Alert severity={launched || launchUnknown ? 'warning' : 'info'}>
        {translate(rubricLabel('locked'))}
        {/* docs/decisions.md, "Challenge form: saves, copies and drafts". */}
        {launchUnknown && ` ${translate('app.challengeForm.launch_unknown')}`}
      </Alert>
      {fields.map((field, index) => (
        <Box
          key={field.rowKey}
          role="group"
          aria-label={translate(rubricLabel('criterion'), { n: index + 1 })}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <TextInput
              source={`${RUBRIC}.${index}.name`}
              label={rubricLabel('name')}
              disabled={launched}
            />
            <TextInput
              source={`${RUBRIC}.${index}.short_name`}
              label={rubricLabel('short_name')}
              disabled={launched}
            />
            <SelectInput
              source={`${RUBRIC}.${index}.chart_type`}
              label={rubricLabel('chart_type')}
              choices={CHART_TYPES}
              disabled={launched}
              isRequired
            />
            <NumberInput
              source={`${RUBRIC}.${index}.weight`}
              label={rubricLabel('weight')}
              disabled={launched}
            />
            <ListTextInput
              // The key the colours came under, so an untouched save sends them back under it.
              source={`${RUBRIC}.${index}.${colourKeyOf(field)}`}
              label={rubricLabel('colour_codes')}
              disabled={launched}
            />
          </Stack>
          <Scale criterion={index} disabled={launched} />
          {!launched && fields.length > 1 && (
            <Button size="small" color="inherit" onClick={() => remove(index)}>
              {translate(rubricLabel('remove_criterion'), { n: index + 1 })}
            </Button>
          )}
        </Box>
      ))}
      {!launched && (
        <Box>
          <Button size="small" onClick={() => append(newCriterion())}>
            {translate(rubricLabel('add_criterion'))}
          </Button>
        </Box>
      )}
      <SelectInput
        source="contest_evaluation_scheme.pairwise_rating_scheme"
        label={rubricLabel('pairwise')}
        choices={choices('none', 'simple')}
        disabled={launched}
        isRequired
      />
    </Stack>
  );
};
