import { FormControl, FormHelperText, FormLabel, Stack, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { translateError } from './message';

interface DurationInputProps {
  source: string;
  label: string;
  disabled?: boolean;
  helperText?: string;
  /** Called with the new number of seconds before the form gets it (rules that depend on the old value). */
  beforeChange?: (seconds: number) => void;
}

const toParts = (seconds: number | null | undefined) => {
  const total = Math.max(0, Math.floor(Number(seconds) || 0));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60) };
};

/** Clamp typed text to a whole number between bounds; empty reads as 0. */
const whole = (text: string, max?: number) => {
  const value = Math.max(0, Math.floor(Number(text) || 0));
  return max === undefined ? value : Math.min(max, value);
};

/** Seconds edited as hours + minutes (minutes 0–59), seed 001 §5. */
export const DurationInput = ({
  source,
  label,
  disabled,
  helperText,
  beforeChange,
}: DurationInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: source });
  const { hours, minutes } = toParts(field.value as number | null);
  const errorText = translateError(translate, fieldState.error?.message);
  const set = (h: number, m: number) => {
    beforeChange?.(h * 3600 + m * 60);
    field.onChange(h * 3600 + m * 60);
  };
  return (
    <FormControl component="fieldset" error={Boolean(errorText)} sx={{ my: 1 }}>
      {/* The legend keeps full contrast when the inputs are disabled (axe color-contrast). */}
      <FormLabel component="legend" sx={{ color: 'text.primary' }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <TextField
          label={translate('app.challengeForm.fields.hours')}
          type="number"
          size="small"
          name={`${source}.hours`}
          inputRef={field.ref}
          value={hours}
          disabled={disabled}
          onChange={(event) => set(whole(event.target.value), minutes)}
          onBlur={field.onBlur}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          sx={{ width: 110 }}
        />
        <TextField
          label={translate('app.challengeForm.fields.minutes')}
          type="number"
          size="small"
          name={`${source}.minutes`}
          value={minutes}
          disabled={disabled}
          onChange={(event) => set(hours, whole(event.target.value, 59))}
          onBlur={field.onBlur}
          slotProps={{ htmlInput: { min: 0, max: 59, step: 1 } }}
          sx={{ width: 110 }}
        />
      </Stack>
      <FormHelperText>{errorText ?? helperText ?? ' '}</FormHelperText>
    </FormControl>
  );
};
