import {
  FormControl,
  FormHelperText,
  FormLabel,
  NativeSelect,
  OutlinedInput,
  type InputBaseComponentProps,
} from '@mui/material';
import { useId, type ClipboardEventHandler, type DragEventHandler, type ReactNode } from 'react';

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | null;
  /** Shown under the field when there is no error (a counter, a hint). */
  helperText?: string | null;
  multiline?: boolean;
  minRows?: number;
  type?: 'text' | 'number' | 'email';
  placeholder?: string | null;
  htmlInput?: InputBaseComponentProps;
  onPaste?: ClipboardEventHandler;
  onDrop?: DragEventHandler;
  /** `<option>`s: the field becomes a native select. */
  options?: ReactNode;
}

/**
 * An outlined field built from MUI's parts rather than TextField: TextField brings Select,
 * Menu, Popover and Modal with it, too much for a phone's first download (bench: solver JS).
 */
export const TextInput = ({
  label,
  value,
  onChange,
  required,
  error,
  helperText,
  options,
  htmlInput,
  ...rest
}: TextInputProps) => {
  const id = useId();
  const helper = error ?? helperText;
  const input = (
    <OutlinedInput
      id={id}
      value={value}
      multiline={rest.multiline}
      minRows={rest.minRows}
      type={rest.type}
      placeholder={rest.placeholder ?? undefined}
      onPaste={rest.onPaste}
      onDrop={rest.onDrop}
      inputProps={{ ...htmlInput, 'aria-describedby': helper ? `${id}-helper` : undefined }}
      onChange={options ? undefined : (event) => onChange(event.target.value)}
    />
  );
  return (
    <FormControl
      fullWidth
      error={Boolean(error)}
      required={required}
      sx={{ minWidth: 0, gap: 0.5 }}
    >
      {/* Above the field, not floating in it: long questions wrap on a phone instead of being cut. */}
      <FormLabel htmlFor={id}>{label}</FormLabel>
      {options ? (
        <NativeSelect
          id={id}
          value={value}
          input={input}
          onChange={(event) => onChange(event.target.value)}
        >
          {options}
        </NativeSelect>
      ) : (
        input
      )}
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
};
