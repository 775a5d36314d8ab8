import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { useFormShell } from '../hooks/formShell';
import { RepeatingRows } from '../inputs/RepeatingRows';
import { rowLabel } from './labels';

/** A number field of a deliverable row: it shares the row's width, never below a usable size. */
const NUMBER_FIELD = { flex: '1 1 10rem', minWidth: '10rem' } as const;

/** Seed 001 §3: the first eight feedback tags are read-only once loaded. */
const READ_ONLY_TAGS = 8;

export const DeliverablesSection = () => (
  <RepeatingRows
    name="deliverable_submission_fields"
    rowLabelKey="app.challengeForm.rows.deliverable"
    newRow={() => ({ title: '', max_characters: null, order: null, required: true })}
    renderRow={(index) => (
      <>
        <TextInput
          source={`deliverable_submission_fields.${index}.title`}
          label={rowLabel('title')}
          fullWidth
        />
        {/* The number fields share what the switch leaves: its label never narrows to a letter a line. */}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
          <NumberInput
            source={`deliverable_submission_fields.${index}.max_characters`}
            label={rowLabel('max_characters')}
            min={1}
            sx={NUMBER_FIELD}
          />
          <NumberInput
            source={`deliverable_submission_fields.${index}.order`}
            label={rowLabel('order')}
            sx={NUMBER_FIELD}
          />
          <BooleanInput
            source={`deliverable_submission_fields.${index}.required`}
            label={rowLabel('required')}
            sx={{ flex: '0 0 auto', whiteSpace: 'nowrap' }}
          />
        </Stack>
      </>
    )}
  />
);

export const FeedbackTagsSection = () => {
  const { loadedTagCount } = useFormShell();
  const locked = (index: number) => index < Math.min(READ_ONLY_TAGS, loadedTagCount);
  return (
    <RepeatingRows
      name="feedback_tags"
      rowLabelKey="app.challengeForm.rows.feedback_tag"
      newRow={() => ({ name: '' })}
      isLocked={locked}
      renderRow={(index) => (
        <TextInput
          source={`feedback_tags.${index}.name`}
          label={rowLabel('name')}
          readOnly={locked(index)}
          fullWidth
        />
      )}
    />
  );
};
