import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import type { ReactNode } from 'react';

/** A fieldset with its legend and error, for groups of radios, check boxes and rankings. */
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
}) => (
  <FormControl component="fieldset" error={Boolean(error)} required={required} sx={{ minWidth: 0 }}>
    <FormLabel component="legend">{title}</FormLabel>
    {hint && <FormHelperText sx={{ mx: 0 }}>{hint}</FormHelperText>}
    {children}
    {error && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
  </FormControl>
);
