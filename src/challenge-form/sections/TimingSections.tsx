import { BooleanInput, DateTimeInput, NumberInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { LIMITS } from '../model/defaults';
import { changedSomething, zeroLimitChange, type ZeroLimitChange } from '../model/timeLimit';
import { DurationInput } from '../inputs/DurationInput';
import { parseDateTime } from './dates';
import { fieldLabel } from './labels';

const TIME_LIMIT = 'draft_to_submission_time_limit_in_seconds';

/**
 * Seed 001 §4: a limit of 0 makes the restricted option of supplementals unavailable and the
 * submission count editable again (back to its default); a non-zero limit means one solution.
 * What the 0 rule changed is handed to `onZero`, so the author is told and can undo it.
 */
export const useTimeLimitRule = (onZero: (change: ZeroLimitChange) => void) => {
  const { setValue, getValues } = useFormContext();
  return (seconds: number) => {
    const before = Number(getValues(TIME_LIMIT)) || 0;
    if ((before === 0) === (seconds === 0)) return;
    const change = seconds === 0 ? zeroLimitChange(getValues(), before) : null;
    setValue('multiple_solution_count', LIMITS.multipleSolutionCount, { shouldDirty: true });
    change?.untickedRows.forEach((index) =>
      setValue(`supplemental_submission_fields.${index}.restricted`, false, { shouldDirty: true }),
    );
    if (change) onZero(change);
  };
};

/** Says what the 0 rule changed, with Undo. */
const ZeroLimitNote = ({ change, onUndo }: { change: ZeroLimitChange; onUndo: () => void }) => {
  const translate = useTranslate();
  const parts = [translate('app.challengeForm.zero_limit.lead')];
  if (change.untickedShown > 0)
    parts.push(
      translate('app.challengeForm.zero_limit.unticked', { smart_count: change.untickedShown }),
    );
  if (change.countBefore !== LIMITS.multipleSolutionCount)
    parts.push(
      translate('app.challengeForm.zero_limit.count', {
        before: change.countBefore,
        after: LIMITS.multipleSolutionCount,
      }),
    );
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onUndo}>
          {translate('app.challengeForm.zero_limit.undo')}
        </Button>
      }
    >
      {parts.join(' ')}
    </Alert>
  );
};

export const TimeLimitSection = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [change, setChange] = useState<ZeroLimitChange | null>(null);
  const rule = useTimeLimitRule((made) => setChange(changedSomething(made) ? made : null));
  const limit = Number(useWatch({ name: TIME_LIMIT })) || 0;
  // Once the limit is not 0 any more, the note speaks of nothing current.
  if (change && limit !== 0) setChange(null);
  const undo = () => {
    if (!change) return;
    setValue(TIME_LIMIT, change.limitBefore, { shouldDirty: true });
    setValue('multiple_solution_count', change.countBefore, { shouldDirty: true });
    change.untickedRows.forEach((index) =>
      setValue(`supplemental_submission_fields.${index}.restricted`, true, { shouldDirty: true }),
    );
    setChange(null);
  };
  return (
    <>
      <DurationInput
        source={TIME_LIMIT}
        label={translate('app.challengeForm.sections.time_limit')}
        helperText={translate('app.challengeForm.hints.time_limit_zero')}
        beforeChange={rule}
      />
      {change && <ZeroLimitNote change={change} onUndo={undo} />}
    </>
  );
};

export const UnapprovedCapSection = () => {
  const translate = useTranslate();
  const enabled = useWatch({ name: 'cap_enabled' }) as boolean;
  return (
    <>
      <BooleanInput source="cap_enabled" label={fieldLabel('cap_enabled')} />
      <NumberInput source="cap_limit" label={fieldLabel('cap_limit')} min={0} disabled={!enabled} />
      <DurationInput
        source="cap_submit_time_limit_in_seconds"
        label={translate(fieldLabel('cap_submit_time_limit'))}
        disabled={!enabled}
      />
    </>
  );
};

export const ApprovedCapSection = () => {
  const enabled = useWatch({ name: 'approved_cap_enabled' }) as boolean;
  return (
    <>
      <BooleanInput source="approved_cap_enabled" label={fieldLabel('approved_cap_enabled')} />
      <NumberInput
        source="approved_cap_limit"
        label={fieldLabel('approved_cap_limit')}
        min={0}
        disabled={!enabled}
      />
    </>
  );
};

/** The expected launch date is enabled only when the challenge shows in upcoming. */
export const UpcomingSection = () => {
  const upcoming = useWatch({ name: 'show_in_upcoming' }) as boolean;
  return (
    <>
      <BooleanInput source="show_in_upcoming" label={fieldLabel('show_in_upcoming')} />
      <DateTimeInput
        source="expected_launch_date"
        label={fieldLabel('expected_launch_date')}
        parse={parseDateTime}
        disabled={!upcoming}
      />
    </>
  );
};
