import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CONTEST_TYPES, type ContestType } from '../contract';
import { defaultsFor } from './model/defaults';

/**
 * 'Select a challenge type' (seed 001 §2, §4): read-only on an existing challenge; a change
 * resets the form to the new type's defaults, after asking when something was typed.
 */
export const TypeSelector = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const { reset } = useFormContext();
  const { isDirty } = useFormState();
  const type = useWatch({ name: 'contest_type' }) as ContestType;
  const [pending, setPending] = useState<ContestType | null>(null);
  const apply = (next: ContestType) => reset(defaultsFor(next), { keepDefaultValues: false });
  const choose = (next: ContestType) => {
    if (next === type) return;
    if (isDirty) setPending(next);
    else apply(next);
  };
  return (
    <FormControl component="fieldset" disabled={readOnly} sx={{ mb: 2 }}>
      <FormLabel component="legend" id="challenge-type-label">
        {translate('app.challengeForm.type.label')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="challenge-type-label"
        value={type}
        onChange={(event) => choose(event.target.value as ContestType)}
      >
        {CONTEST_TYPES.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={translate(`app.challengeForm.type.${option}`)}
          />
        ))}
      </RadioGroup>
      <Confirm
        isOpen={pending !== null}
        title="app.challengeForm.type.confirm_title"
        content="app.challengeForm.type.confirm_body"
        confirm="app.confirm"
        cancel="app.cancel"
        onConfirm={() => {
          if (pending) apply(pending);
          setPending(null);
        }}
        onClose={() => setPending(null)}
      />
    </FormControl>
  );
};
