import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useFormShell } from './hooks/formShell';
import { useLocationChoices } from './hooks/useOptions';
import { lockVersionOf } from './model/conflict';
import { formValuesFromRecord } from './model/fromRecord';
import type { ContestFormValues } from './model/types';
import { fieldLabel } from './sections/labels';

const humanised = (key: string) =>
  key.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

/**
 * Someone else saved the challenge after this form read it (issue 23 item 10): what they
 * changed, and the author's choice. Nothing typed is lost until the author loads theirs.
 */
export const ConflictPanel = ({ onOverwrite }: { onOverwrite: () => void }) => {
  const translate = useTranslate();
  const { conflict, setConflict, baselineRef } = useFormShell();
  const { setValue, reset } = useFormContext<ContestFormValues>();
  const { known } = useLocationChoices();
  if (!conflict) return null;
  const fields = conflict.changed.map((key) => translate(fieldLabel(key), { _: humanised(key) }));
  const adopt = () => {
    baselineRef.current = conflict.current;
    setConflict(null);
  };
  const overwrite = () => {
    const version = lockVersionOf(conflict.current);
    if (version !== undefined) setValue('lock_version' as never, version as never);
    adopt();
    onOverwrite();
  };
  const loadTheirs = () => {
    reset(formValuesFromRecord(conflict.current, known));
    adopt();
  };
  return (
    <Alert severity="warning" role="alert" sx={{ mt: 3 }}>
      <AlertTitle>{translate('app.challengeForm.conflict.title')}</AlertTitle>
      {fields.length > 0 && (
        <p>{translate('app.challengeForm.conflict.changed', { fields: fields.join(', ') })}</p>
      )}
      <p>{translate('app.challengeForm.conflict.kept')}</p>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color="warning" size="small" onClick={overwrite}>
          {translate('app.challengeForm.conflict.overwrite')}
        </Button>
        <Button variant="outlined" color="inherit" size="small" onClick={loadTheirs}>
          {translate('app.challengeForm.conflict.load')}
        </Button>
      </Stack>
    </Alert>
  );
};
