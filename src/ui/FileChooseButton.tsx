import { Button, type ButtonProps } from '@mui/material';
import { useRef } from 'react';

interface FileChooseButtonProps {
  /** The button's text. */
  children: string;
  /** The file input's own accessible name (the field it fills). */
  inputLabel: string;
  accept: string;
  onFile: (file: File | undefined) => void;
  inputId?: string;
  inputName?: string;
  /** The form library's ref, given the input element. */
  inputRef?: (element: HTMLInputElement | null) => void;
  disabled?: boolean;
  size?: ButtonProps['size'];
  startIcon?: ButtonProps['startIcon'];
  describedBy?: string;
}

/**
 * A real button that opens a hidden file input: a label dressed as a button
 * takes a role axe refuses and does not answer Enter; a native button does both. The input is
 * emptied after each choice, so the same file chosen again is seen again.
 */
export const FileChooseButton = ({
  children,
  inputLabel,
  accept,
  onFile,
  inputId,
  inputName,
  inputRef,
  disabled,
  size,
  startIcon,
  describedBy,
}: FileChooseButtonProps) => {
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <input
        ref={(element) => {
          input.current = element;
          inputRef?.(element);
        }}
        id={inputId}
        name={inputName}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        hidden
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          onFile(file);
        }}
      />
      <Button
        variant="outlined"
        size={size}
        startIcon={startIcon}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
    </>
  );
};
