import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SafeConfirm } from '../ui/SafeConfirm';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CONTEST_TYPES, type ContestType } from '../contract';
import { useDropMaterials } from './hooks/useContestFiles';
import { afterTypeChange, resetByTypeChange } from './model/typeChange';
import type { ContestFormValues } from './model/types';

interface PendingChange {
  next: ContestType;
  /** Titles of the sections whose content the change resets. */
  sections: string[];
}

/**
 * 'Select a challenge type' (seed 001 §2, §4): read-only on an existing challenge; a change
 * resets the form to the new type's defaults, after asking, and naming the sections it resets,
 * when the form holds anything: typed, loaded from a clone or restored from a draft.
 */
export const TypeSelector = ({ readOnly, loaded }: { readOnly: boolean; loaded: boolean }) => {
  const translate = useTranslate();
  const { reset, getValues } = useFormContext();
  const { isDirty } = useFormState();
  const type = useWatch({ name: 'contest_type' }) as ContestType;
  const [pending, setPending] = useState<PendingChange | null>(null);
  // A clone's content is what it loaded: after a change to defaults it holds nothing of its own.
  const [fromRecord, setFromRecord] = useState(loaded);
  const dropMaterials = useDropMaterials();
  const apply = (next: ContestType) => {
    const values = getValues() as ContestFormValues;
    const after = afterTypeChange(values, next);
    // Materials the new type has no place for leave storage too: no file is left unlisted.
    void dropMaterials(values.contestfiles, after.contestfiles);
    reset(after, { keepDefaultValues: false });
    setFromRecord(false);
  };
  const choose = (next: ContestType) => {
    if (next === type) return;
    const sections = resetByTypeChange(getValues() as ContestFormValues, type, next).map((key) =>
      translate(`app.challengeForm.sections.${key}`),
    );
    if (isDirty || fromRecord || sections.length > 0) setPending({ next, sections });
    else apply(next);
  };
  const confirmOptions = {
    type: pending ? translate(`app.challengeForm.type.${pending.next}`) : '',
    sections: pending?.sections.join(', ') ?? '',
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
      <SafeConfirm
        isOpen={pending !== null}
        title="app.challengeForm.type.confirm_title"
        content={
          pending?.sections.length
            ? 'app.challengeForm.type.confirm_sections'
            : 'app.challengeForm.type.confirm_body'
        }
        titleTranslateOptions={confirmOptions}
        contentTranslateOptions={confirmOptions}
        confirm="app.confirm"
        cancel="app.cancel"
        onConfirm={() => {
          if (pending) apply(pending.next);
          setPending(null);
        }}
        onClose={() => setPending(null)}
      />
    </FormControl>
  );
};
