import {
  FormControl,
  FormHelperText,
  FormLabel,
  NativeSelect,
  OutlinedInput,
  type InputBaseComponentProps,
} from '@mui/material';
import {
  useId,
  useState,
  type ClipboardEvent,
  type ClipboardEventHandler,
  type DragEventHandler,
  type ReactNode,
} from 'react';
import { common } from '../../i18n/messages/common';
import { translator } from '../../i18n/translator';

const t = translator({ app: common });

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
  // A paste the length limit cut short says so until the next key.
  const [cut, setCut] = useState<string | null>(null);
  const max = typeof htmlInput?.maxLength === 'number' ? htmlInput.maxLength : undefined;
  const paste = (event: ClipboardEvent<HTMLElement>) => {
    rest.onPaste?.(event);
    if (event.defaultPrevented || max === undefined) return;
    const target = event.target as HTMLTextAreaElement | HTMLInputElement;
    const selected = (target.selectionEnd ?? 0) - (target.selectionStart ?? 0);
    const pasted = event.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n').length;
    const left = pasted - Math.max(0, max - (value.length - selected));
    setCut(left > 0 ? t('app.text_input.paste_cut', { left, pasted, max }) : null);
  };
  const helper = error ?? cut ?? helperText;
  const input = (
    <OutlinedInput
      id={id}
      value={value}
      multiline={rest.multiline}
      minRows={rest.minRows}
      type={rest.type}
      placeholder={rest.placeholder ?? undefined}
      onPaste={paste}
      onKeyDown={cut ? () => setCut(null) : undefined}
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
      {helper && (
        <FormHelperText id={`${id}-helper`} role={cut && !error ? 'status' : undefined}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
};
