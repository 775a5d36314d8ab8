import { FormControl, FormHelperText, FormLabel, Stack, TextField } from '@mui/material';
import { useState, type FocusEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { typedWhole } from '../model/timeLimit';
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

const textOf = (seconds: number | null | undefined) => {
  const { hours, minutes } = toParts(seconds);
  return { hours: String(hours), minutes: String(minutes) };
};

type Box = 'hours' | 'minutes';

/**
 * Seconds edited as hours + minutes (minutes 0–59), seed 001 §5. A box being retyped (empty) is
 * not 0: the form keeps the stored value until a number is typed or focus leaves both boxes.
 */
export const DurationInput = ({
  source,
  label,
  disabled,
  helperText,
  beforeChange,
}: DurationInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: source });
  const stored = field.value as number | null;
  const [text, setText] = useState(() => textOf(stored));
  const [seen, setSeen] = useState(stored);
  // The form may change underneath (reset, undo, a typed value read back): show it.
  if (stored !== seen) {
    setSeen(stored);
    setText(textOf(stored));
  }
  const errorText = translateError(translate, fieldState.error?.message);
  const commit = (h: number, m: number) => {
    const seconds = h * 3600 + m * 60;
    if (seconds === (Number(stored) || 0) && stored !== null) return;
    beforeChange?.(seconds);
    field.onChange(seconds);
  };
  const parts = toParts(stored);
  const read = (box: Box, value: string, settled: boolean) => {
    const typed = typedWhole(value, box === 'minutes' ? 59 : undefined);
    return typed ?? (settled ? 0 : parts[box]);
  };
  const type = (box: Box, value: string) => {
    setText((current) => ({ ...current, [box]: value }));
    if (typedWhole(value) === null) return;
    const next = { ...text, [box]: value };
    commit(read('hours', next.hours, false), read('minutes', next.minutes, false));
  };
  // Focus left both boxes: the author has settled, and an empty box now means 0.
  const settle = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    commit(read('hours', text.hours, true), read('minutes', text.minutes, true));
    setText(textOf(field.value as number | null));
    field.onBlur();
  };
  return (
    <FormControl component="fieldset" error={Boolean(errorText)} sx={{ my: 1 }} onBlur={settle}>
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
          value={text.hours}
          disabled={disabled}
          onChange={(event) => type('hours', event.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          sx={{ width: 110 }}
        />
        <TextField
          label={translate('app.challengeForm.fields.minutes')}
          type="number"
          size="small"
          name={`${source}.minutes`}
          value={text.minutes}
          disabled={disabled}
          onChange={(event) => type('minutes', event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 59, step: 1 } }}
          sx={{ width: 110 }}
        />
      </Stack>
      <FormHelperText>{errorText ?? helperText ?? ' '}</FormHelperText>
    </FormControl>
  );
};
