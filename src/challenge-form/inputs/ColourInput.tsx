import { TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { LIMITS } from '../model/defaults';

/** The banner colour: the picker moves fast, the form hears of it 500 ms after the last move. */
export const ColourInput = ({
  source,
  label,
  disabled,
}: {
  source: string;
  label: string;
  disabled?: boolean;
}) => {
  const { field } = useController({ name: source });
  const [local, setLocal] = useState<string>((field.value as string | null) ?? '#000000');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stored = (field.value as string | null) ?? '#000000';
  const [seen, setSeen] = useState(stored);
  // The form may change underneath (reset, type change): follow it.
  if (stored !== seen) {
    setSeen(stored);
    setLocal(stored);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      type="color"
      label={label}
      name={source}
      inputRef={field.ref}
      value={local}
      disabled={disabled}
      size="small"
      sx={{ width: 160, my: 1 }}
      onChange={(event) => {
        const value = event.target.value;
        setLocal(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => field.onChange(value), LIMITS.colourDebounceMs);
      }}
      onBlur={field.onBlur}
    />
  );
};
