import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useFormShell } from './hooks/formShell';
import { useLocationChoices } from './hooks/useOptions';
import { lockVersionOf } from './model/conflict';
import { formValuesFromRecord, valueAt } from './model/fromRecord';
import { sectionOfPath } from './model/sections';
import type { ContestFormValues } from './model/types';
import { fieldLabel, sectionLabel } from './sections/labels';

const SHOWN_CHARACTERS = 80;

/** A plain value as a line of text (rich text without its tags); structures are not shown. */
const plainText = (value: unknown, translate: (key: string) => string): string | undefined => {
  if (value === null || value === undefined || value === '')
    return translate('app.challengeForm.draft_conflict.empty');
  if (typeof value === 'boolean')
    return translate(`app.challengeForm.choices.${value ? 'yes' : 'no'}`);
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text;
};

/**
 * Someone else saved the challenge after this form read it, or after a
 * restored draft was kept: what they changed, named by the form's labels, and the author's
 * choice. Nothing typed is lost until the author takes theirs.
 */
export const ConflictPanel = ({ onOverwrite }: { onOverwrite: () => void }) => {
  const translate = useTranslate();
  const { conflict, setConflict, baselineRef } = useFormShell();
  const { setValue, reset, getValues } = useFormContext<ContestFormValues>();
  const { known } = useLocationChoices();
  if (!conflict) return null;
  const type = getValues('contest_type');
  const labelOf = (path: string) => {
    const section = sectionOfPath(type, path);
    const leaf = path.split('.').pop()!;
    return translate(fieldLabel(leaf), {
      _: section ? translate(sectionLabel(section.key)) : leaf,
    });
  };
  const fields = conflict.changed.map(labelOf);
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
  const { draft } = conflict;
  if (draft) {
    const takeTheirs = () => {
      for (const path of conflict.changed)
        setValue(path as never, valueAt(draft.theirs, path) as never, { shouldDirty: true });
      setConflict(null);
    };
    return (
      <Alert severity="warning" role="alert" sx={{ mt: 3 }}>
        <AlertTitle>{translate('app.challengeForm.draft_conflict.title')}</AlertTitle>
        <ul>
          {conflict.changed.map((path, index) => {
            const mine = plainText(valueAt(draft.mine, path), translate);
            const theirs = plainText(valueAt(draft.theirs, path), translate);
            return (
              <li key={path}>
                {mine === undefined || theirs === undefined
                  ? fields[index]
                  : translate('app.challengeForm.draft_conflict.row', {
                      field: fields[index],
                      mine,
                      theirs,
                    })}
              </li>
            );
          })}
        </ul>
        <p>{translate('app.challengeForm.draft_conflict.kept')}</p>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="warning"
            size="small"
            onClick={() => setConflict(null)}
          >
            {translate('app.challengeForm.draft_conflict.keep')}
          </Button>
          <Button variant="outlined" color="inherit" size="small" onClick={takeTheirs}>
            {translate('app.challengeForm.draft_conflict.theirs')}
          </Button>
        </Stack>
      </Alert>
    );
  }
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
