import { BooleanInput, DateTimeInput, NumberInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SupplementalSubmissionField } from '../../contract';
import { LIMITS } from '../model/defaults';
import { DurationInput } from '../inputs/DurationInput';
import { parseDateTime } from './dates';
import { fieldLabel } from './labels';

const TIME_LIMIT = 'draft_to_submission_time_limit_in_seconds';

/**
 * Seed 001 §4: a limit of 0 makes the restricted option of supplementals unavailable and the
 * submission count editable again (back to its default); a non-zero limit means one solution.
 */
export const useTimeLimitRule = () => {
  const { setValue, getValues } = useFormContext();
  return (seconds: number) => {
    const before = Number(getValues(TIME_LIMIT)) || 0;
    if ((before === 0) === (seconds === 0)) return;
    setValue('multiple_solution_count', LIMITS.multipleSolutionCount, { shouldDirty: true });
    if (seconds === 0) {
      const rows =
        (getValues('supplemental_submission_fields') as
          SupplementalSubmissionField[] | undefined) ?? [];
      rows.forEach((row, index) => {
        if (row.restricted)
          setValue(`supplemental_submission_fields.${index}.restricted`, false, {
            shouldDirty: true,
          });
      });
    }
  };
};

export const TimeLimitSection = () => {
  const translate = useTranslate();
  const rule = useTimeLimitRule();
  return (
    <DurationInput
      source={TIME_LIMIT}
      label={translate('app.challengeForm.sections.time_limit')}
      helperText={translate('app.challengeForm.hints.time_limit_zero')}
      beforeChange={rule}
    />
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
