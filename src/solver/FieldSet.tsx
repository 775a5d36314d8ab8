import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * A fieldset with its legend and error, for groups of radios, check boxes and rankings. The
 * group itself carries its error (`aria-invalid`, `aria-describedby`), so a screen reader
 * announces it on entering the group.
 */
export const FieldSet = ({
  title,
  required,
  error,
  hint,
  children,
}: {
  title: string;
  required: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}) => {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
      sx={{ minWidth: 0 }}
    >
      <FormLabel component="legend">{title}</FormLabel>
      {hint && (
        <FormHelperText id={`${id}-hint`} sx={{ mx: 0 }}>
          {hint}
        </FormHelperText>
      )}
      {children}
      {error && (
        <FormHelperText id={`${id}-error`} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
};
