import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId } from 'react';

interface ChoiceFieldProps {
  label: string;
  help: string;
  error?: string | null;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A radio group in a fieldset: its legend names the group, the help or error describes it. */
export const ChoiceField = ({ label, help, error, value, options, onChange }: ChoiceFieldProps) => {
  const id = useId();
  const helper = error ?? help;
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-labelledby={`${id}-label`}
        aria-describedby={helper ? `${id}-helper` : undefined}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
};
