import { TextField } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useFormShell } from '../hooks/formShell';
import { LIMITS } from '../model/defaults';

/**
 * The banner colour: the picker moves fast, the form hears of it 500 ms after the last move
 * (seed 001 §9), or at once on blur and on submit, so the last colour picked is never dropped.
 */
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
  const { registerFlush } = useFormShell();
  const [local, setLocal] = useState<string>((field.value as string | null) ?? '#000000');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);
  const stored = (field.value as string | null) ?? '#000000';
  const [seen, setSeen] = useState(stored);
  // The form may change underneath (reset, type change): follow it.
  if (stored !== seen) {
    setSeen(stored);
    setLocal(stored);
  }
  const onChange = field.onChange;
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current === null) return;
    const value = pending.current;
    pending.current = null;
    onChange(value);
  }, [onChange]);
  useEffect(() => registerFlush(flush), [registerFlush, flush]);
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
        pending.current = value;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => flush(), LIMITS.colourDebounceMs);
      }}
      onBlur={() => {
        flush();
        field.onBlur();
      }}
    />
  );
};
